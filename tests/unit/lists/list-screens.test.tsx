import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { SEARCH_DEBOUNCE_MS } from '@/features/lists/matches-screen';
import { api } from '@/shared/api/api';
import { paths } from '@/shared/routing/paths';
import { readSession } from '@/shared/session/session';
import { server } from '@mocks/node';
import { emptyAccount } from '@mocks/scenarios/empty-account';
import { signIn } from '@mocks/testing/sign-in';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';
import { callGate, countCalls } from '../support/requests';
import { quietSpell } from '../support/waits';
import { network } from '@mocks/controls/network';

/** The four lists as a member uses them, on the seeded fake backend through the network layer. */

// The first render of the lists' lazy chunk transforms it on the spot: slow on two busy cores.
function listOf(name: string) {
  return screen.findByRole('list', { name });
}

async function cardsOf(name: string) {
  return within(await listOf(name)).findAllByRole('listitem');
}

describe('Visitors', () => {
  it('a regular member sees blurred, anonymous visitors and the premium prompt; a card opens the premium popup', async () => {
    const user = userEvent.setup();
    await renderScreen(<AppRoutes />, { route: paths.visitors, as: 'regular' });
    await listOf('Visitors');
    expect(screen.getByRole('heading', { name: 'Visitors', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find unlimited people' })).toBeInTheDocument();
    const cards = await cardsOf('Visitors');
    expect(cards).toHaveLength(8);
    const { peoples } = await api.call('webvisitors', { user_id: readSession()?.userId ?? '' });
    const list = await listOf('Visitors');
    // Neither shown nor read out: no visitor's name is in the list, and no card links to a profile.
    for (const person of peoples.slice(0, 8)) expect(within(list).queryByText(person.user_name, { exact: false })).not.toBeInTheDocument();
    expect(within(list).queryAllByRole('link')).toHaveLength(0);

    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'A member: become a Premium Member to see who' }));
    const popup = await screen.findByRole('dialog', { name: 'Become a Premium Member' });
    await user.click(within(popup).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Become a Premium Member' }));
    expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  });

  it('a premium member sees names and opens VisitorNew; Load More adds 8 and moves the focus to the first new card', async () => {
    const user = userEvent.setup();
    await renderScreen(<AppRoutes />, { route: paths.visitors, as: 'premium' });
    const { peoples } = await api.call('webvisitors', { user_id: readSession()?.userId ?? '' });
    expect(await cardsOf('Visitors')).toHaveLength(8);
    expect(screen.queryByRole('heading', { name: 'Find unlimited people' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await cardsOf('Visitors')).toHaveLength(Math.min(16, peoples.length)));
    const ninth = peoples[8];
    if (!ninth) throw new Error('the seed gives more than 8 visitors');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('href', paths.visitorProfile.to({ userId: ninth.user_id })));

    const first = peoples[0];
    if (!first) throw new Error('no visitor');
    await user.click(within(await listOf('Visitors')).getAllByRole('link')[0] as HTMLElement);
    // VisitorNew, on the person tapped.
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^${first.user_name}\\b`) })).toBeInTheDocument();
  });

  it('an account nobody visited says No Visitors', async () => {
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route: paths.visitors });
    expect(await screen.findByText('No Visitors')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('a failing profile on entry sends the member to the login', async () => {
    const user = userEvent.setup();

    await renderScreen(<AppRoutes />, { route: paths.peopleNear, as: 'regular' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    network.injectRefusal('webprofile', { message: 'Invalid user' });
    await user.click(within(nav).getByRole('link', { name: /^Visitors/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});

describe('the sidebar and the lists', () => {
  it('a count read before someone else\'s like is read again once the list shows more', async () => {
    // The counts were read a moment before a new like arrived: the list, read after, has one more.
    let stale = true;
    server.use(
      http.post('*/api/webgetcounts', () => {
        if (!stale) return undefined;
        stale = false;
        return HttpResponse.json({ status: 'true', result: { message: '0', visitors: '0', superlike_request: '0', like_request: '1' } });
      }),
    );
    await renderScreen(<AppRoutes />, { route: paths.superLikes, as: 'premium' });
    const userId = readSession()?.userId ?? '';
    const total = (await api.call('webfriendrequests', { user_id: userId, limit: '1000', type: 'superlike' })).peoples.length;
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Page 1 does not tell the list's size; the last page does, and then the sidebar follows it.
    const user = userEvent.setup();
    for (let shown = 8; shown <= total; shown += 8) {
      await user.click(await screen.findByRole('button', { name: 'Load More' }));
      await waitFor(async () => expect(await cardsOf('Super likes')).toHaveLength(Math.min(shown + 8, total)));
    }
    expect(await within(nav).findByRole('link', { name: `Super likes (${total})` })).toBeInTheDocument();
  });
});

describe('Likes', () => {
  it('a regular member sees the banner and blurred likers; Load More ! pages by 8', async () => {
    const user = userEvent.setup();
    await renderScreen(<AppRoutes />, { route: paths.likes, as: 'regular' });
    expect(await screen.findByRole('heading', { name: 'See who likes you' })).toBeInTheDocument();
    expect(await cardsOf('Likes')).toHaveLength(8);
    const calls = countCalls('webfriendrequests');
    await user.click(screen.getByRole('button', { name: 'Load More !' }));
    await waitFor(async () => expect((await cardsOf('Likes')).length).toBeGreaterThan(8));
    expect(calls.count).toBe(1);
    calls.stop();
    await user.click(within(await listOf('Likes')).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Become a Premium Member' })).toBeInTheDocument();
  });

  it('a premium member opens LikeRequestNew', async () => {
    const user = userEvent.setup();
    await renderScreen(<AppRoutes />, { route: paths.likes, as: 'premium' });
    const { peoples } = await api.call('webfriendrequests', { user_id: readSession()?.userId ?? '', limit: '8', type: 'like' });
    const link = within(await listOf('Likes')).getAllByRole('link')[0] as HTMLElement;
    expect(link.getAttribute('href')).toBe(paths.likeProfile.to({ userId: peoples[0]?.user_id ?? '' }));
    await user.click(link);
    // LikeRequestNew, on the person tapped.
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^${peoples[0]?.user_name}\\b`) })).toBeInTheDocument();
  });

  it('nobody liked yet: No Likes with Update your profile', async () => {
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route: paths.likes });
    expect(await screen.findByText('No Likes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', paths.editProfile);
  });
});

describe('Super likes', () => {
  it('lists the super-likers, unblurred, to FriendRequestNew, at both paths', async () => {
    await renderScreen(<AppRoutes />, { route: paths.superLikesAlias, as: 'regular' });
    const links = within(await listOf('Super likes')).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/app\/FriendRequest\/FriendRequestNew\/\d+$/);
  });

  it('Load More shows 8 more per press, and goes once the list has ended', async () => {
    const user = userEvent.setup();
    await renderScreen(<AppRoutes />, { route: paths.superLikes, as: 'premium' });
    const userId = readSession()?.userId ?? '';
    const total = (await api.call('webfriendrequests', { user_id: userId, limit: '1000', type: 'superlike' })).peoples.length;
    expect(await cardsOf('Super likes')).toHaveLength(Math.min(8, total));
    for (let shown = 8; shown <= total; shown += 8) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      await waitFor(async () => expect(await cardsOf('Super likes')).toHaveLength(Math.min(shown + 8, total)));
    }
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
    // The focus is on a card, not lost to the page.
    expect(document.activeElement?.closest('li')).not.toBeNull();
  });

  it('nobody super liked yet: No Super likes', async () => {
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route: paths.superLikes });
    expect(await screen.findByText('No Super likes')).toBeInTheDocument();
  });
});

describe('Matches', () => {
  it('searches by the typed text (the last text wins) and filters the online ones', async () => {
    // The search waits for typing to stop: the clock passes that pause once each text is typed.
    useMovableClock();
    const user = userOnMovableClock();
    await renderScreen(<AppRoutes />, { route: paths.matches, as: 'regular' });
    const userId = readSession()?.userId ?? '';
    const all = (await api.call('webfriendslist', { user_id: userId, limit: '100', search_key: '' })).peoples;
    expect(await cardsOf('Matches')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();

    const wanted = all[3];
    if (!wanted) throw new Error('the seed gives matches');
    const search = screen.getByRole('searchbox', { name: 'Search matches' });
    await user.type(search, 'zzzz');
    await moveClock(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('No Matches')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, wanted.user_name);
    await moveClock(SEARCH_DEBOUNCE_MS);
    await waitFor(async () => {
      const names = within(await listOf('Matches')).getAllByRole('link').map((link) => link.textContent);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toContain(wanted.user_name);
    });
    await user.clear(search);
    await moveClock(SEARCH_DEBOUNCE_MS);

    const online = all.filter((entry) => entry.online === '1');
    expect(online.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Online' }));
    await waitFor(async () => expect(await cardsOf('Matches')).toHaveLength(Math.min(8, online.length)));
    for (const link of within(await listOf('Matches')).getAllByRole('link')) {
      expect(within(link).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    }
  });

  it("an older search's late answer never replaces the newer one's", async () => {
    useMovableClock();
    const user = userOnMovableClock();
    const gate = callGate();
    const searches = countCalls('webfriendslist');
    server.use(
      http.post('*/api/webfriendslist', async ({ request }) => {
        if ((await request.clone().formData()).get('search_key') === 'zz') await gate.wait();
        return undefined;
      }),
    );
    await renderScreen(<AppRoutes />, { route: paths.matches, as: 'regular' });
    expect(await cardsOf('Matches')).toHaveLength(8);
    const search = screen.getByRole('searchbox', { name: 'Search matches' });
    await user.type(search, 'zz');
    await moveClock(SEARCH_DEBOUNCE_MS);
    // The held answer ('zz' finds nobody) is still out when the member clears the search.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Matches' })).not.toBeInTheDocument());
    await user.clear(search);
    await moveClock(SEARCH_DEBOUNCE_MS);
    expect(await cardsOf('Matches')).toHaveLength(8);
    gate.open();
    // The late answer is in; the screen has had its time to (wrongly) show it.
    await waitFor(() => expect(searches.answered).toBe(searches.count));
    await quietSpell();
    searches.stop();
    expect(await cardsOf('Matches')).toHaveLength(8);
    expect(screen.queryByText('No Matches')).not.toBeInTheDocument();
  });

  it('no match yet: No Matches', async () => {
    const account = await emptyAccount();
    await signIn(account);
    await renderScreen(<AppRoutes />, { route: paths.matches });
    expect(await screen.findByText('No Matches')).toBeInTheDocument();
  });
});
