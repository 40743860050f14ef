import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { api } from '@/shared/api/api';
import { readSession } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../support/render';
import { countCalls } from '../support/requests';
import { network } from '@mocks/controls/network';

function navigation() {
  // The drawer for small screens is closed: the one navigation is the sidebar's.
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('the signed-in shell', () => {
  it('sends a visitor without a session to the login', async () => {
    await renderScreen(<AppRoutes />, { route: paths.visitors });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends an onboarded member from /login to /app/PeopleNear', async () => {
    await renderScreen(<AppRoutes />, { route: paths.login, as: 'regular' });
    expect(await screen.findByRole('heading', { name: 'People near you' })).toBeInTheDocument();
  });

  it('shows /app/NotFound for an unknown /app path', async () => {
    await renderScreen(<AppRoutes />, { route: '/app/NoSuchScreen', as: 'regular' });
    expect(await screen.findByRole('heading', { name: '404 page not found' })).toBeInTheDocument();
  });

  it('lists every sidebar item with the counts from webgetcounts', async () => {
    await renderScreen(<AppRoutes />, { route: paths.peopleNear, as: 'regular' });
    // The seed decides the counts; the sidebar must show whatever the server counts.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const { result } = await api.call('webgetcounts', { user_id: readSession()?.userId ?? '' });
    expect(await within(nav).findByRole('link', { name: new RegExp(`Visitors\\s*${result.visitors}\\b`) })).toHaveAttribute('href', paths.visitors);
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'People near you',
      'Find new people',
      `Visitors${result.visitors}`,
      `Messages${result.message}`,
      'Feeds',
      'Matches',
      `Super likes (${result.superlike_request})`,
      `Likes (${result.like_request})`,
      'Help',
      'Profile',
      'Settings',
    ]);
  });

  it("hides a badge whose count is '0'", async () => {
    server.use(
      http.post('*/api/webgetcounts', () =>
        HttpResponse.json({ status: 'true', result: { message: '4', visitors: '0', superlike_request: '0', like_request: '2' } }),
      ),
    );
    await signIn('regular');
    await renderScreen(<AppRoutes />, { route: paths.peopleNear });
    const nav = navigation();
    expect(await within(nav).findByRole('link', { name: /Messages\s*4/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Visitors' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Super likes' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Likes (2)' })).toBeInTheDocument();
  });

  it('ends the session of a deactivated account (userstatus 0)', async () => {
    await signIn('inactive');
    await renderScreen(<AppRoutes />, { route: paths.peopleNear });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This account has been deactivated.');
    expect(readSession()).toBeNull();
  });

  it('ends the session when the profile cannot be read', async () => {
    network.injectCallFault('webprofile', 'network-failure');
    await signIn('regular');
    await renderScreen(<AppRoutes />, { route: paths.peopleNear });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('asks before logging out, then sets the member offline and clears the session', async () => {
    const statuses = countCalls('webonlinestatus');
    await signIn('regular');
    await renderScreen(<AppRoutes />, { route: paths.peopleNear });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(readSession()).not.toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    statuses.stop();
    expect((await statuses.forms()).map((form) => form.status)).toEqual(['0']);
  });
});
