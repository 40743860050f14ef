import { sendInBackground } from '@/shared/api/send-in-background';
import type { SessionGrant } from '@/shared/api/contract/account';
import { startSession } from '@/shared/session/session';

/**
 * The end of every way in (mail, social, phone, a new account): keep the token
 * and user id, then set the member online (docs/product/flows.md#sign-in). A failed status
 * call does not undo a sign-in the server already granted.
 */
export async function completeSignIn(peoples: SessionGrant): Promise<void> {
  startSession({ userId: peoples.user_id, token: peoples.token });
  await sendInBackground('webonlinestatus', { user_id: peoples.user_id, status: '1' });
}
