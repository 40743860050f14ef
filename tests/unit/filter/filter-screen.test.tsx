import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterScreen } from '@/features/filter/filter-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { api } from '@/shared/api/api';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { renderScreen } from '../support/render';
import { useSession } from '@/shared/session/use-session';

/** As the app's session guard does: nothing of the signed-in area renders once the session has ended. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession() ? children : null;
}
import { changeMember } from '../support/members';
import { network } from '@mocks/controls/network';

const landings = {
  [paths.login]: <h1>Login page</h1>,
  [paths.peopleNear]: <h1>People near</h1>,
  [paths.findNewPeople]: <h1>Find new people</h1>,
};

async function openFilter(route: string = paths.filter) {
  await renderScreen(
    <SignedIn>
      <PremiumGateProvider>
        <FilterScreen />
      </PremiumGateProvider>
    </SignedIn>,
    { route, path: paths.filter, routes: landings, as: 'premium' },
  );
}

// Screens render their lazy parts on first use: on a loaded machine that takes more than the default 5 s.
describe('the filter', () => {
  it('opens on the saved filter with named slider thumbs, and saves back to the deck', async () => {
    await openFilter();
    const minimum = await screen.findByRole('slider', { name: 'Minimum age' });
    expect(minimum).toHaveAttribute('aria-valuemin', '18');
    expect(screen.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuemax', '80');
    expect(screen.getByRole('slider', { name: 'Distance' })).toHaveAttribute('aria-valuemax', '100');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Men' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'People near' })).toBeInTheDocument();
    const { result } = await api.call('webprofile', { user_id: demoAccounts.premium.user_id });
    expect(result.filter_gender).toBe('men');
  });

  it("returns to Find new people with page marker '2'", async () => {
    await openFilter(`${paths.filter}?page=2`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Find new people' })).toBeInTheDocument();
  });

  it("says 'Select location properly or change location' without a usable location", async () => {
    await changeMember(demoAccounts.premium.user_id, (record) => {
      record.lat = 'undefined';
    });
    await openFilter();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select location properly or change location');
  });

  it('goes to /login when the profile cannot be read', async () => {
    network.injectRefusal('webprofile', { message: 'User not found' });
    await openFilter();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
