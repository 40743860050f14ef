import { db } from '../db/database';
import type { MemberRecord } from '../db/records';
import { buildMatch } from '../factories/likes';
import { addPerson, DEFAULT_MEMBER_ID, existingMember } from './people';

export interface FreshMatchOptions {
  /** Whose match it is: the regular demo account unless told. */
  memberId?: string;
  /** What to set on the new partner (name, gender, premium…). */
  partner?: Partial<MemberRecord>;
}

export interface Pair {
  memberId: string;
  partnerId: string;
}

/** A new person and the member like each other, just now: a match with no chat opened yet. */
export async function freshMatch({ memberId = DEFAULT_MEMBER_ID, partner = {} }: FreshMatchOptions = {}): Promise<Pair> {
  existingMember(memberId);
  const person = await addPerson({ near: memberId }, partner);
  for (const like of buildMatch(memberId, person.user_id)) await db.likes.create(like);
  return { memberId, partnerId: person.user_id };
}
