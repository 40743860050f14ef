import { db } from '../db/database';
import type { MemberRecord } from '../db/records';

/** Changes one member's record; the database checks the result against the record's schema. */
export function updateMember(userId: string, change: (record: MemberRecord) => void) {
  return db.members.update((q) => q.where({ user_id: userId }), { data: change });
}
