import { db } from '../db/database';
import { demoAccounts } from './demo-accounts';

/** The fixed demo accounts and the admin settings every screen reads: a saved state without them cannot be the demo. */
export function holdsTheDemo(): boolean {
  const ids = new Set(db.members.all().map((member) => member.user_id));
  return Object.values(demoAccounts).every((account) => ids.has(account.user_id)) && db.adminSettings.all().length > 0;
}
