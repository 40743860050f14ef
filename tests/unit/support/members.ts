import { api } from '@/shared/api/api';
import { db } from '@mocks/db/database';
import type { MemberRecord } from '@mocks/db/records';
import { signInAs } from './sign-in';

/** The seeded person reserved for a demo account (spec of the seed: 100 + account id × 40 + index). */
export const personOf = (userId: string, index: number) => String(100 + Number(userId) * 40 + index);

export function memberRecord(userId: string): MemberRecord {
  const member = db.members.findFirst((q) => q.where({ user_id: userId }));
  if (!member) throw new Error(`no member ${userId}`);
  return member;
}

/** Sets up a state no call of the area under test makes (deactivated, invisible, settings). The change must not return a value. */
export async function changeMember(userId: string, change: (record: MemberRecord) => void): Promise<void> {
  await db.members.update((q) => q.where({ user_id: userId }), { data: change });
}

export async function profileOf(userId: string) {
  return (await api.call('webprofile', { user_id: userId })).result;
}

export async function signInRegular(): Promise<string> {
  return (await signInAs('free@demo.test')).userId;
}

export async function signInPremium(): Promise<string> {
  return (await signInAs('premium@demo.test')).userId;
}
