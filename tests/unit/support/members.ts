import { api } from '@/shared/api/api';
import { db } from '@mocks/db/database';
import type { MemberRecord } from '@mocks/db/records';
import { attention, type AttentionOptions } from '@mocks/scenarios/attention';
import { emptyAccount } from '@mocks/scenarios/empty-account';
import { signIn } from '@mocks/testing/sign-in';

/**
 * A new member whose lists hold only the people the attention scenario made
 * (each list newest first), signed in: `const { memberId, likers } = await newMemberWith({ likes: 10 })`.
 */
export async function newMemberWith(lists: Omit<AttentionOptions, 'memberId'>) {
  const account = await emptyAccount();
  const made = await attention({ memberId: account.memberId, ...lists });
  await signIn(account);
  return { memberId: account.memberId, ...made };
}

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
