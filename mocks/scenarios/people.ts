import { db } from '../db/database';
import { memberById } from '../db/member-index';
import type { MemberRecord } from '../db/records';
import { createFaker } from '../factories/faker';
import { nextId } from '../factories/ids';
import { buildMember, type MemberOptions } from '../factories/member';
import { clock } from '../lib/clock';
import { demoAccounts } from '../seed/demo-accounts';

/** What the scenarios share: the member they are about, and the new people they bring in. */

/** The regular demo account, when a scenario is not told whom it is for. */
export const DEFAULT_MEMBER_ID: string = demoAccounts.regular.user_id;

export function existingMember(userId: string): MemberRecord {
  const member = memberById(userId);
  if (!member) throw new Error(`Scenario: no member ${userId} in the database`);
  return member;
}

/**
 * A new person, id after every member's, standing where `near` lives and
 * online now, so the deck and the lists show them. The same database gives the
 * same person (the faker is seeded by the id).
 */
export async function addPerson(options: MemberOptions & { near?: string } = {}, overrides: Partial<MemberRecord> = {}): Promise<MemberRecord> {
  const userId = overrides.user_id ?? nextId(db.members.all().map((member) => member.user_id));
  const near = options.near ? existingMember(options.near) : undefined;
  const place = near ? { location: near.location, lat: near.lat, lon: near.lon } : {};
  const person = buildMember(
    { faker: createFaker(Number(userId) || 1), ...options },
    { user_id: userId, online: '1', onlinelasttime: String(clock.now()), ...place, ...overrides },
  );
  return db.members.create(person);
}
