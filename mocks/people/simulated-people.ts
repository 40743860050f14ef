import { PEOPLE_COUNT } from '../seed/default-seed';

/**
 * The seeded people (ids 100 and up) are played by the fake backend. Demo
 * accounts and new sign-ups are real people at a keyboard: nobody acts for them.
 */
const FIRST_PERSON_ID = 100;

export function isSimulatedPerson(userId: string): boolean {
  if (!/^\d+$/.test(userId)) return false;
  const number = Number(userId);
  return number >= FIRST_PERSON_ID && number < FIRST_PERSON_ID + PEOPLE_COUNT;
}
