import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { readSession } from '@/shared/session/session';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { emptyAccount } from '@mocks/scenarios/empty-account';
import { renderScreen } from '../support/render';

/** renderScreen's `as`: the member is signed in by signIn (mocks/testing/sign-in.ts), not through the login form. */

// The first test renders the whole app, its lazy screens transformed on first use: beside an e2e run (load 13)
// a clean clone's run waited more than the 10 s of findBy for People Near.
describe('renderScreen as a persona', () => {
  it("as: 'premium' opens the screen for the premium demo member", async () => {
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear', as: 'premium' });
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
    expect(readSession()?.userId).toBe(demoAccounts.premium.user_id);
  });

  it('without `as` nobody is signed in', async () => {
    await renderScreen(<AppRoutes />, { route: '/app/Visitors' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('an empty account shows no badge in the sidebar', async () => {
    await renderScreen(<AppRoutes />, { route: '/app/PeopleNear', as: await emptyAccount() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Visitors' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Likes' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
