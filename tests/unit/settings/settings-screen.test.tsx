import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '@/app/guards';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { readSession, sessionEndReason } from '@/shared/session/session';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { passwordMatches } from '@mocks/domain/passwords';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { countCalls } from '../support/requests';
import { memberRecord } from '../support/members';
import { renderScreen } from '../support/render';
import { network } from '@mocks/controls/network';


/** The screen behind the app's own session guard, as the route table mounts it. */
const guardedSettings = (
  <Routes>
    <Route element={<RequireSession />}>
      <Route
        path={paths.settings}
        element={
          <PremiumGateProvider>
            <SettingsScreen />
          </PremiumGateProvider>
        }
      />
      <Route path={paths.premiumPayment} element={<h1>Payment</h1>} />
    </Route>
    <Route path={paths.login} element={<h1>Login</h1>} />
  </Routes>
);

async function openSettings(as: 'regular' | 'premium') {
  await renderScreen(guardedSettings, { route: paths.settings, as });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  // The 'I am here to' choices arrive with admindatas.
  await screen.findByRole('radio', { name: 'Dating' });
  return userEvent.setup();
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('Settings: the screen', () => {
  it('shows every section, the back link to PeopleNear, and the switches with their labels', async () => {
    await openSettings('regular');
    expect(screen.getByRole('link', { name: 'Back to People near you' })).toHaveAttribute('href', paths.peopleNear);
    expect(screen.getByRole('radiogroup', { name: 'I am here to' })).toBeInTheDocument();
    for (const section of ['I am here to', 'Dedicated profile space', 'Notifications', 'Feed', 'Account']) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    const labels = ["Don't show my age", 'Make my Location Invisible', 'Make me Invisible', 'Hide Ads', 'New messages', 'Likes'];
    for (const label of [...labels, 'Feed Images', 'Location', 'Job', 'Bio', 'Company', 'School']) {
      expect(switchNamed(label)).toBeInTheDocument();
    }
    const member = memberRecord(demoAccounts.regular.user_id);
    expect(switchNamed('New messages')).toHaveAttribute('aria-checked', String(member.message_notification === 'true'));
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', member.people_for);
    for (const name of ['Save', 'Change Password', 'Logout', 'Deactivate account']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('Settings: premium-only toggles', () => {
  it('opens the premium popup for a regular member and leaves the switch as it was', async () => {
    const user = await openSettings('regular');
    for (const name of ["Don't show my age", 'Make my Location Invisible', 'Make me Invisible', 'Hide Ads']) {
      // Kept before the popup opens: a modal hides the page behind it from the accessibility tree.
      const toggle = switchNamed(name);
      await user.click(toggle);
      const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      await user.click(within(popup).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('moves and saves for a premium member', async () => {
    const user = await openSettings('premium');
    const saves = countCalls('websetprofile');
    await user.click(switchNamed('Make me Invisible'));
    expect(switchNamed('Make me Invisible')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile information changed');
    saves.stop();
    expect(await saves.forms()).toEqual([{ user_id: demoAccounts.premium.user_id, invisible: 'true', language: 'en' }]);
    expect(memberRecord(demoAccounts.premium.user_id).invisible).toBe('true');
  });
});

describe('Settings: Save', () => {
  it('sends only the changed values and shows the banner for 5 s', async () => {
    useMovableClock();
    await openSettings('regular');
    const user = userOnMovableClock();
    const before = memberRecord(demoAccounts.regular.user_id);
    const otherChoice = before.people_for === '3' ? 'Partner' : 'Study';
    const saves = countCalls('websetprofile');
    await user.click(switchNamed('Likes'));
    await user.click(switchNamed('Feed Images'));
    await user.click(switchNamed('School'));
    await user.click(switchNamed('School'));
    await user.click(screen.getByRole('radio', { name: otherChoice }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Profile information changed');
    saves.stop();
    const flip = (value: string) => (value === 'true' ? 'false' : 'true');
    expect(await saves.forms()).toEqual([
      {
        user_id: demoAccounts.regular.user_id,
        like_notification: flip(before.like_notification),
        feed_image: flip(before.feed_image),
        people_for: otherChoice === 'Study' ? '3' : '4',
        language: 'en',
      },
    ]);
    const after = memberRecord(demoAccounts.regular.user_id);
    expect(after.like_notification).toBe(flip(before.like_notification));
    expect(after.feed_school).toBe(before.feed_school);
    // The switches keep the saved values (no flick back while the profile is read again).
    expect(switchNamed('Likes')).toHaveAttribute('aria-checked', flip(before.like_notification) === 'true' ? 'true' : 'false');
    // The banner goes by itself after 5 s (still there 4 s in: the checks above took some of the clock's real time).
    await moveClock(4000);
    expect(screen.getByText('Profile information changed')).toBeInTheDocument();
    await moveClock(1000);
    expect(screen.queryByText('Profile information changed')).not.toBeInTheDocument();
  });

  it('sends nothing when nothing changed', async () => {
    const user = await openSettings('regular');
    const calls = countCalls('websetprofile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing to update');
    calls.stop();
    expect(calls.count).toBe(0);
  });

  it("shows the server's refusal as received, in error style, and keeps the change", async () => {
    const user = await openSettings('regular');
    network.injectRefusal('websetprofile', { message: 'Only premium members can change this setting' });
    await user.click(switchNamed('Likes'));
    const checked = switchNamed('Likes').getAttribute('aria-checked');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only premium members can change this setting');
    expect(switchNamed('Likes')).toHaveAttribute('aria-checked', checked ?? '');
  });

  it('says so when the server cannot be reached', async () => {
    const user = await openSettings('regular');
    network.injectCallFault('websetprofile', 'network-failure');
    await user.click(switchNamed('Likes'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});

describe('Settings: loading and failure', () => {
  it('shows a visible error with a retry when the profile cannot be read, and recovers', async () => {
    network.injectCallFault('webprofile', 'network-failure');
    await renderScreen(guardedSettings, { route: paths.settings, as: 'regular' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settings could not be loaded.');
    network.injectCallFault('webprofile', null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });
});

describe('Settings: Change Password', () => {
  async function openPasswordDialog() {
    const user = await openSettings('regular');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const fill = async (oldPassword: string, newPassword: string, retyped: string) => {
      for (const [label, value] of [
        ['Old Password', oldPassword],
        ['New Password', newPassword],
        ['Re-type Password', retyped],
      ] as const) {
        const field = within(dialog).getByLabelText(label);
        await user.clear(field);
        if (value) await user.type(field, value);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    };
    return { user, dialog, fill };
  }

  it.each([
    ['an empty field', 'demo1234', '', 'better123', 'Please fill the details'],
    ['the old password again', 'demo1234', 'demo1234', 'demo1234', 'New Password and Old password must not be same'],
    ['a re-typed password that differs', 'demo1234', 'better123', 'better124', 'New Password and Re-type password must be same'],
  ])('refuses %s before any call', async (_case, oldPassword, newPassword, retyped, message) => {
    const { dialog, fill } = await openPasswordDialog();
    const calls = countCalls('webchangepassword');
    await fill(oldPassword, newPassword, retyped);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    calls.stop();
    expect(calls.count).toBe(0);
  });

  it("shows the server's message for a wrong old password", async () => {
    const { dialog, fill } = await openPasswordDialog();
    await fill('not-my-password', 'better123', 'better123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Old password is incorrect');
    expect(passwordMatches('demo1234', memberRecord(demoAccounts.regular.user_id).password_hash)).toBe(true);
  });

  it("changes the password, closes the modal and shows the server's message in the banner", async () => {
    const { fill } = await openPasswordDialog();
    await fill('demo1234', 'better123', 'better123');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(passwordMatches('better123', memberRecord(demoAccounts.regular.user_id).password_hash)).toBe(true);
  });
});

describe('Settings: Logout and Deactivate account', () => {
  it('logout: No keeps the member signed in; Yes signs out and goes to the login', async () => {
    const user = await openSettings('regular');
    const main = screen.getByRole('button', { name: 'Logout' });
    await user.click(main);
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSession()).not.toBeNull();
    await user.click(main);
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(memberRecord(demoAccounts.regular.user_id).online).toBe('0');
  });

  it('deactivate: No keeps the account; Yes deactivates it, ends the session and goes to the login with the reason', async () => {
    const user = await openSettings('regular');
    const deactivate = screen.getByRole('button', { name: 'Deactivate account' });
    await user.click(deactivate);
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to deactivate your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberRecord(demoAccounts.regular.user_id).userstatus).toBe('1');
    await user.click(deactivate);
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to deactivate your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(sessionEndReason()).toBe('deactivated');
    expect(memberRecord(demoAccounts.regular.user_id).userstatus).toBe('0');
  });

  it('a failed deactivation keeps the member signed in and says so', async () => {
    const user = await openSettings('regular');
    network.injectCallFault('webdeleteaccount', 'network-failure');
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to deactivate your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(readSession()).not.toBeNull();
    expect(memberRecord(demoAccounts.regular.user_id).userstatus).toBe('1');
  });
});
