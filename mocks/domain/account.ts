import type { MemberRecord } from '../db/records';
import { clock } from '../lib/clock';
import { hashPassword } from './passwords';
import { closeEverySession } from './session-tokens';
import { updateMember } from './update-member';

/** The member's own account once it exists: presence, password, deactivation. */

/** Online ('1') or offline ('0'), and when that was said. */
export async function setOnlineStatus(userId: string, status: MemberRecord['online']): Promise<void> {
  await updateMember(userId, (record) => {
    record.online = status;
    record.onlinelasttime = String(clock.now());
  });
}

export async function changePassword(userId: string, newPassword: string): Promise<void> {
  await updateMember(userId, (record) => {
    record.password_hash = hashPassword(newPassword);
  });
}

/** The account is deactivated, not erased (userstatus '0'), and every device is signed out. */
export async function deactivateAccount(userId: string): Promise<void> {
  await updateMember(userId, (record) => {
    record.userstatus = '0';
    record.online = '0';
  });
  closeEverySession(userId);
}
