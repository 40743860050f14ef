import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { startSession } from '@/shared/session/session';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../support/api-failure';

/**
 * The server's side of the settings screen, through the network layer (the rules live in
 * mocks/handlers/account.ts and mocks/domain/profile-update.ts; their own tests are in
 * tests/unit/fake-backend/handlers): what the screen's journeys rely on end to end.
 */
describe('the settings screen against the fake server', () => {
  it('after a password change, the new password signs in and the old one is refused', async () => {
    await signIn('regular');
    await expect(api.call('webchangepassword', { old_password: 'demo1234', new_password: 'better123' })).resolves.toMatchObject({
      message: 'Password changed successfully',
    });
    const old = await refusalOf(api.call('webemaillogin', { email: 'free@demo.test', password: 'demo1234' }));
    expect(old.message).toBe('Email or Password Incorrect');
    await expect(signIn({ email: 'free@demo.test', password: 'better123' })).resolves.toMatchObject({ userId: demoAccounts.regular.user_id });
  });

  it("refuses a regular member's premium setting with its message, whatever else the Save carries", async () => {
    const { userId } = await signIn('regular');
    const error = await refusalOf(api.call('websetprofile', { user_id: userId, feed_job: 'false', hide_ads: 'true' }));
    expect(error.message).toBe('Only premium members can change this setting');
  });

  it('after webdeleteaccount, the old token is refused and a new sign-in reads a deactivated account', async () => {
    const session = await signIn('regular');
    await api.call('webdeleteaccount', { user_id: session.userId });
    startSession(session);
    const refused = await refusalOf(api.call('websetprofile', { user_id: session.userId, feed_job: 'false' }));
    expect(refused.message).toBe('Invalid access');
    // The login itself answers, as for the inactive demo account; the shell then ends the session on userstatus 0.
    const again = await signIn('regular');
    const { result } = await api.call('webprofile', { user_id: again.userId });
    expect(result.userstatus).toBe('0');
  });
});
