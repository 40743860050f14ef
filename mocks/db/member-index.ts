import { db } from './database';
import type { MemberRecord } from './records';

/**
 * Members by id, kept in step with the collection through its hooks. A lookup
 * through a query scans every member; the deck, the lists and the chat ask by
 * id thousands of times per call at benchmark sizes.
 */
const byId = new Map<string, MemberRecord>();

db.members.hooks.on('create', ({ data }) => void byId.set(data.record.user_id, data.record));
db.members.hooks.on('update', ({ data }) => {
  if (data.prevRecord.user_id !== data.nextRecord.user_id) byId.delete(data.prevRecord.user_id);
  byId.set(data.nextRecord.user_id, data.nextRecord);
});
db.members.hooks.on('delete', ({ data }) => void byId.delete(data.deletedRecord.user_id));

export function memberById(userId: string): MemberRecord | undefined {
  // clear() fires no hook: an emptied collection empties the index on the next lookup.
  if (byId.size > 0 && db.members.count() === 0) byId.clear();
  return byId.get(userId);
}
