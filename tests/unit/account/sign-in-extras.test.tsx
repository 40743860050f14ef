import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignInPage } from '@/features/account/sign-in-page';
import { providePorts } from '@/shared/ports/ports';
import { endSession, readSession, startSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';
import { fakePorts } from '@mocks/fakes';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { chooseSocialIdentity } from '@mocks/fakes/social-login';
import { renderScreen } from '../support/render';

beforeEach(() => providePorts(fakePorts));
afterEach(() => {
  chooseSocialIdentity(null);
  for (const name of ['fbemail', 'fbid', 'fbname', 'fbpic']) Cookies.remove(name, { path: '/' });
});

const page = <SignInPage signup={<p>The sign-up form</p>} />;
const routes = { [paths.peopleNear]: <h1>People near you</h1> };

describe('Forgot Password', () => {
  async function ask(email: string) {
    await renderScreen(page, { route: paths.login, path: paths.login, routes });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    if (email) await user.type(within(dialog).getByLabelText('Email'), email);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    return dialog;
  }

  it('requires the mail', async () => {
    const dialog = await ask('');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill the details');
  });

  it("shows 'Email Id not registered' for an unknown mail", async () => {
    const dialog = await ask('nobody@demo.test');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email Id not registered');
  });

  it("shows the server's success message for a member's mail", async () => {
    const dialog = await ask('free@demo.test');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Password reset link sent to your email');
  });

  it('offers Done once the link is sent, and Done closes the popup', async () => {
    const dialog = await ask('free@demo.test');
    const done = await within(dialog).findByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await userEvent.setup().click(done);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot Password' })).not.toBeInTheDocument());
  });
});

describe('social login', () => {
  it('signs an existing member in and goes to People Near', async () => {
    chooseSocialIdentity('existing');
    await renderScreen(page, { route: paths.login, path: paths.login, routes });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(readSession()?.userId).toBe('1');
  });

  it('keeps a new person’s identity in the temporary cookies and opens the Signup tab', async () => {
    chooseSocialIdentity('new');
    await renderScreen(page, { route: paths.login, path: paths.login, routes });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('The sign-up form')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
    expect(Cookies.get('fbemail')).toBe('new.social@demo.test');
    expect(Cookies.get('fbid')).toBe('fb-new-2002');
    expect(Cookies.get('fbname')).toBe('Charlie New');
    expect(readSession()).toBeNull();
  });

  it('lets the person choose in the provider’s window, and does nothing when it is closed', async () => {
    await renderScreen(page, { route: paths.login, path: paths.login, routes });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    const chooser = await screen.findByRole('dialog', { name: 'Demo social login' });
    await user.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Signin' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('why the last session ended', () => {
  const ended = 'Your session has ended. Please sign in again.';

  it('is said even when the session ends after the login has rendered (a late refused call ends it)', async () => {
    await renderScreen(page, { route: paths.login, path: paths.login, routes });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => endSession('expired'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ended);
  });

  it('is said again when the login renders again, until a session starts', async () => {
    endSession('expired');
    const first = await renderScreen(page, { route: paths.login, path: paths.login, routes });
    expect(await screen.findByRole('alert')).toHaveTextContent(ended);
    first.unmount();
    const second = await renderScreen(page, { route: paths.login, path: paths.login, routes });
    expect(await screen.findByRole('alert')).toHaveTextContent(ended);
    second.unmount();

    startSession({ userId: demoAccounts.regular.user_id, token: 'a-new-token' });
    endSession();
    await renderScreen(page, { route: paths.login, path: paths.login, routes });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
