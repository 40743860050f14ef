import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { SESSION_LIFETIME_MS } from '@/shared/api/rules';
import { readSession } from '@/shared/session/session';
import { cookieNames, storageKeys } from '@/shared/session/storage-keys';
import { clock } from '@mocks/lib/clock';
import { renderScreen } from '../support/render';
import { signInAs } from '../support/sign-in';

describe('a session that ends while the app is open', () => {
  afterEach(() => clock.reset());

  it('is noticed on the next move: the member is sent to the login with every member key gone', { timeout: 15_000 }, async () => {
    await signInAs('free@demo.test');
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: /Visitors\s*\d+/ });

    clock.advance(SESSION_LIFETIME_MS + 60_000);
    await userEvent.click(within(nav).getByRole('link', { name: /Visitors/ }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
  });

  it('is noticed when the cookie has expired in the browser, with every member key gone', { timeout: 15_000 }, async () => {
    await signInAs('free@demo.test');
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: /Visitors\s*\d+/ });

    Cookies.remove(cookieNames.onboarded, { path: '/' });
    await userEvent.click(within(nav).getByRole('link', { name: /Visitors/ }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
  });

  it('keeps a member whose session holds', async () => {
    await signInAs('free@demo.test');
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: /Visitors\s*\d+/ });
    clock.advance(SESSION_LIFETIME_MS - 60_000);
    await userEvent.click(within(nav).getByRole('link', { name: /Visitors/ }));
    expect(await screen.findByRole('heading', { name: 'Visitors' })).toBeInTheDocument();
    expect(readSession()).not.toBeNull();
  });
});
