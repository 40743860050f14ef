import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileViewScreen } from '@/features/profile-view/profile-view-screen';
import type { ProfileVariant } from '@/features/profile-view/variants';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { readSession } from '@/shared/session/session';
import { api } from '@/shared/api/api';
import { addPerson } from '@mocks/scenarios/people';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn } from '@mocks/testing/sign-in';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';
import { countCalls } from '../support/requests';
import { useSession } from '@/shared/session/use-session';
import { network } from '@mocks/controls/network';

/** As the app's session guard does: nothing of the signed-in area renders once the session has ended. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession() ? children : null;
}

/** The profile views' flows (docs/product/flows.md#profile-views) and failures, through the fake backend. */

const FREE = demoAccounts.regular.user_id;
const landings = {
  [paths.notFound]: <h1>404 page not found</h1>,
  [paths.login]: <h1>Login page</h1>,
  [paths.likes]: <h1>Likes list</h1>,
  [paths.visitors]: <h1>Visitors list</h1>,
};

const patterns: Record<ProfileVariant, { pattern: string; to: (params: { userId: string }) => string }> = {
  explore: paths.peopleExplore,
  visitor: paths.visitorProfile,
  superLike: paths.superLikeProfile,
  like: paths.likeProfile,
  match: paths.matchProfile,
};

async function openView(variant: ProfileVariant, userId: string, as: 'regular' | 'premium' = 'regular') {
  const route = patterns[variant];
  await renderScreen(
    <SignedIn>
      <PremiumGateProvider>
        <ProfileViewScreen variant={variant} />
      </PremiumGateProvider>
    </SignedIn>,
    { route: route.to({ userId }), path: route.pattern, routes: landings, as },
  );
}

async function firstLiker(type: 'like' | 'superlike', userId: string = FREE) {
  await signIn(userId === FREE ? 'regular' : 'premium');
  const { peoples } = await api.call('webfriendrequests', { user_id: userId, limit: '8', type });
  const first = peoples[0];
  if (!first) throw new Error('no seeded liker');
  return first;
}

// Screens render their lazy parts on first use: on a loaded machine that takes more than the default 5 s.
describe('a profile view', () => {
  it('shows the person, with age and "Lives In", and records the visit', async () => {
    const visits = countCalls('webvisitprofile');
    const person = await addPerson({ near: FREE }, { show_age: 'true', show_location: 'true' });
    await openView('explore', person.user_id);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/, \d+$/);
    expect(screen.getByText('Lives In')).toBeInTheDocument();
    await expect.poll(() => visits.count).toBe(1);
    visits.stop();
  });

  it('goes to /app/NotFound for an unknown member', async () => {
    await openView('explore', '987654');
    expect(await screen.findByRole('heading', { name: '404 page not found' })).toBeInTheDocument();
  });

  it('goes to /login (signed out) from the likes view for an unknown member', async () => {
    await openView('like', '987654');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('goes to /login from the likes view when the super-like check fails', async () => {
    const liker = await firstLiker('like');
    await openView('like', liker.user_id);
    network.injectCallFault('webgetcheck', 'network-failure');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Super Like' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('shows the server message when a like is refused', async () => {
    await signIn('regular');
    const visitor = (await api.call('webvisitors', { user_id: FREE })).peoples[0];
    if (!visitor) throw new Error('no visitor');
    await openView('visitor', visitor.user_id);
    network.injectRefusal('webmatch', { message: 'This user is not available' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This user is not available');
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  });

  it("opens the super-like packs when a super like is refused with superlike_count '0'", async () => {
    const superLiker = await firstLiker('superlike', demoAccounts.premium.user_id);
    await openView('superLike', superLiker.user_id, 'premium');
    network.injectRefusal('webmatch', { message: 'You have no super likes left', fields: { superlike_count: '0' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Super Like' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure ?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('dialog', { name: 'Out of Super Likes' })).toBeInTheDocument();
  });

  it('declines on the likes view: "User declined sucessfully", then the likes list', async () => {
    const liker = await firstLiker('like');
    useMovableClock();
    await openView('like', liker.user_id);
    const user = userOnMovableClock();
    await user.click(await screen.findByRole('button', { name: 'Dislike' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Do you want to decline ?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User declined sucessfully')).toBeInTheDocument();
    // The message's 2 s, then the list (not before).
    expect(screen.queryByRole('heading', { name: 'Likes list' })).not.toBeInTheDocument();
    await moveClock(2000);
    expect(await screen.findByRole('heading', { name: 'Likes list' })).toBeInTheDocument();
    const left = await api.call('webfriendrequests', { user_id: FREE, limit: '100', type: 'like' });
    expect(left.peoples.map((entry) => entry.user_id)).not.toContain(liker.user_id);
  });

  it('hides the age and the location a premium person hides, and shows their premium badge', async () => {
    const liker = await firstLiker('like');
    const { db } = await import('@mocks/db/database');
    const premium = db.members.findFirst((q) => q.where({ user_id: demoAccounts.premium.user_id }));
    await db.members.update((q) => q.where({ user_id: liker.user_id }), {
      data(record) {
        // Hiding them is a premium setting: the server keeps it only while a membership runs.
        record.premium_member = 'true';
        record.membership_valid_web = premium?.membership_valid_web ?? '';
        record.show_age = 'true';
        record.show_location = 'true';
      },
    });
    await openView('like', liker.user_id);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(liker.user_name);
    expect(screen.queryByText('Lives In')).not.toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
  });
});
