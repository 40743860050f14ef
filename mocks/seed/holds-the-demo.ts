import { db } from '../db/database';
import { demoAccounts } from './demo-accounts';
import { RECORDED_ACCOUNT_EMAIL } from './recorded/recorded-account';

/**
 * The fixed demo accounts (or a recorded seed's account, fixtures/recorded/) and the admin settings every
 * screen reads: a saved state without them cannot be the demo.
 */
export function holdsTheDemo(): boolean {
  const members = db.members.all();
  const ids = new Set(members.map((member) => member.user_id));
  const demo = Object.values(demoAccounts).every((account) => ids.has(account.user_id));
  const recorded = members.some((member) => member.email === RECORDED_ACCOUNT_EMAIL);
  return (demo || recorded) && db.adminSettings.all().length > 0;
}
