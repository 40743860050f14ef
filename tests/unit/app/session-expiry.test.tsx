import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/router';
import { callQuery } from '@/shared/api/queries';
import { SESSION_LIFETIME_MS } from '@/shared/api/rules';
import { readSession } from '@/shared/session/session';
import { cookieNames, storageKeys } from '@/shared/session/storage-keys';
import { clock } from '@mocks/lib/clock';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../support/render';

describe('a session that ends while the app is open', () => {
  afterEach(() => clock.reset());

  it('is noticed on the next move: the member is sent to the login with every member key gone', async () => {
    await signIn('regular');
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

  it('is noticed when the cookie has expired in the browser, with every member key gone', async () => {
    await signIn('regular');
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: /Visitors\s*\d+/ });

    Cookies.remove(cookieNames.onboarded, { path: '/' });
    await userEvent.click(within(nav).getByRole('link', { name: /Visitors/ }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
  });

  it('is noticed when the first move came before the signed-in area was in, its data read before the end', async () => {
    const { userId } = await signIn('regular');
    // What the sign-in had read, fresh in the cache: the area opens with no call of its own.
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(callQuery('webgetcounts', { user_id: userId }));
    await queryClient.fetchQuery(callQuery('webprofile', { user_id: userId }));
    clock.advance(SESSION_LIFETIME_MS + 60_000);
    await renderScreen(<AppRoutes />, { route: '/app/settings', queryClient });

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(readSession()).toBeNull();
  });

  it('keeps a member whose session holds', async () => {
    await signIn('regular');
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: /Visitors\s*\d+/ });
    clock.advance(SESSION_LIFETIME_MS - 60_000);
    await userEvent.click(within(nav).getByRole('link', { name: /Visitors/ }));
    expect(await screen.findByRole('heading', { name: 'Visitors' })).toBeInTheDocument();
    expect(readSession()).not.toBeNull();
  });
});
