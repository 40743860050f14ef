import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FindNewPeopleScreen } from '@/features/find-people/find-new-people-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { renderScreen } from '../support/render';
import { useSession } from '@/shared/session/use-session';
import { network } from '@mocks/controls/network';

/** As the app's session guard does: nothing of the signed-in area renders once the session has ended. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession() ? children : null;
}

const landings = { [paths.login]: <h1>Login page</h1> };

async function openGrid(as: 'regular' | 'premium') {
  await renderScreen(
    <SignedIn>
      <PremiumGateProvider>
        <FindNewPeopleScreen />
      </PremiumGateProvider>
    </SignedIn>,
    { route: paths.findNewPeople, path: paths.findNewPeople, routes: landings, as },
  );
}

// Screens render their lazy parts on first use: on a loaded machine that takes more than the default 5 s.
describe('Find new people', () => {
  it('lists nearby people, each card opening PeopleExplore with page marker 2', async () => {
    await openGrid('premium');
    const grid = await screen.findByRole('list', { name: 'People near you' });
    const links = within(grid).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/app\/PeopleNear\/PeopleExplore\/[^/?]+\?page=2$/);
    expect(screen.getByRole('link', { name: 'Filter' })).toHaveAttribute('href', `${paths.filter}?page=2`);
    expect(screen.queryByRole('button', { name: 'Become a Premium Member' })).not.toBeInTheDocument();
  });

  it('offers a regular member Become a Premium Member, which opens the premium popup', async () => {
    await openGrid('regular');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Become a Premium Member' }));
    expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  });

  it('says "No people in your location" with Change Location when nobody is near', async () => {
    server.use(http.post('*/api/webgetpeople', () => HttpResponse.json({ status: 'true', peoples: [] })));
    await openGrid('premium');
    expect(await screen.findByText('No people in your location')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Change Location' })).toHaveLength(2);
  });

  it('goes to /login when the profile cannot be read', async () => {
    network.injectCallFault('webprofile', 'network-failure');
    await openGrid('premium');
    // The read, its one retry and the way to the login: 7.7 s measured beside an e2e run (load 13), and 8 s failed a clean clone's run.
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
