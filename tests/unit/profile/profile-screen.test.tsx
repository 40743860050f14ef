import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileScreen } from '@/features/profile/profile-screen';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { readSession } from '@/shared/session/session';
import { useSession } from '@/shared/session/use-session';
import { fakePorts } from '@mocks/fakes';
import { signIn } from '@mocks/testing/sign-in';
import { changeMember, memberRecord } from '../support/members';
import { renderScreen } from '../support/render';
import { network } from '@mocks/controls/network';

beforeEach(() => providePorts(fakePorts));

const routes = { [paths.login]: <h1>Login page</h1>, [paths.editProfile]: <h1>Edit page</h1>, [paths.editPhotos]: <h1>Photos page</h1> };

/** As the app's guard: without a session, the login (so nothing under it asks for one). */
function Guarded({ children }: { children: ReactNode }) {
  return useSession() ? children : <Navigate to={paths.login} replace />;
}

function renderProfile() {
  return renderScreen(
    <Guarded>
      <PremiumGateProvider>
        <ProfileScreen />
      </PremiumGateProvider>
    </Guarded>,
    { route: paths.profile, path: paths.profile, routes },
  );
}

describe('the profile of a regular member', () => {
  it('shows the main photo, the rows, and Become a Premium Member, which opens the premium popup', async () => {
    const { userId } = await signIn('regular');
    await renderProfile();
    const member = memberRecord(userId);
    expect(await screen.findByRole('img', { name: `${member.user_name}, main photo` })).toHaveAttribute('src', member.imagess[0]);
    expect(screen.getByRole('link', { name: 'Edit photos' })).toHaveAttribute('href', paths.editPhotos);
    expect(screen.getByRole('link', { name: /Basic info/ })).toHaveAttribute('href', paths.editProfile);
    expect(screen.queryByText('Your premium membership will expire on')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Become a Premium Member' }));
    expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  });

  it('opens the premium popup instead of the location dialog', async () => {
    await signIn('regular');
    await renderProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Location/ }));
    expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Location' })).not.toBeInTheDocument();
  });

  it('saves the interests, and asks for one when none is chosen', async () => {
    const { userId } = await signIn('regular');
    await changeMember(userId, (record) => {
      record.interest = ['Music'];
    });
    await renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Interest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Interest' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Music' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select the interest');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Travel' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Movies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile information changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberRecord(userId).interest).toEqual(['Travel', 'Movies']);
  });
});

describe('the profile of a premium member', () => {
  it('shows the expiry as D MMM YYYY', async () => {
    const { userId } = await signIn('premium');
    await changeMember(userId, (record) => {
      record.membership_valid_web = '2099-07-04';
    });
    await renderProfile();
    expect(await screen.findByText('Your premium membership will expire on')).toBeInTheDocument();
    expect(screen.getByText('4 Jul 2099')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Premium Member' })).not.toBeInTheDocument();
  });

  it("changes the location from the suggestions: 'Updated location'", async () => {
    const { userId } = await signIn('premium');
    await renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Location/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Location' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('please select the location');

    const field = within(dialog).getByRole('combobox', { name: 'City' });
    await user.type(field, 'Lisb');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The same alert, its words changed: found at once with the first refusal's words, so wait for the new ones.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('please select the location from dropdown'));

    // Back in the field, the suggestions float over the dialog again.
    await user.click(field);
    await user.click(await within(dialog).findByRole('option', { name: /Lisbon/ }));
    await waitFor(() => expect(field).toHaveValue('Lisbon, Lisbon, Portugal'));
    // The field shows the suggestion at once; the place counts once resolved, which the status says.
    await within(dialog).findByText('Chosen: Lisbon, Lisbon, Portugal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated location')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberRecord(userId).location).toBe('Lisbon, Lisbon, Portugal');
  });
});

describe('a profile that cannot be read', () => {
  it('ends the session and goes to the login', async () => {
    await signIn('regular');
    network.injectRefusal('webprofile', { message: 'No user' });
    await renderProfile();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });
});
