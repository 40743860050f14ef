import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/features/messages/chat-filters';
import { MessagesScreen } from '@/features/messages/messages-screen';
import { paths } from '@/shared/routing/paths';
import { server } from '@mocks/node';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';
import { callGate, countCalls } from '../support/requests';
import { quietSpell } from '../support/waits';
import { network } from '@mocks/controls/network';

const render = () =>
  renderScreen(<MessagesScreen />, {
    as: 'regular',
    route: paths.messages,
    path: paths.messages,
    routes: { [paths.chat.pattern]: <h1>The chat</h1>, [paths.matchProfile.pattern]: <h1>The profile</h1> },
  });

async function rows() {
  const list = await screen.findByRole('list', { name: 'Chats' });
  return within(list).getAllByRole('listitem');
}

function nameOf(row: HTMLElement): string {
  return (within(row).getByRole('button', { name: /^Favorite / }).getAttribute('aria-label') ?? '').replace(/^Favorite /, '');
}

// Each test signs in and renders the screen on the fake backend: slow on a loaded machine.
describe('the chat list screen', () => {
  it('searches once typing stops, and the last search wins over a slower earlier answer', async () => {
    // The clock passes the pause after typing once each text is typed.
    useMovableClock();
    await render();
    const wanted = nameOf((await rows())[3] ?? document.body);
    const gate = callGate();
    server.use(
      http.post('*/api/webgetchat', async ({ request }) => {
        if ((await request.clone().formData()).get('search_key') === wanted.slice(0, 1)) return gate.wait();
        return undefined;
      }),
    );
    const calls = countCalls('webgetchat');
    const user = userOnMovableClock();
    const search = screen.getByRole('searchbox', { name: 'Search chats' });
    await user.type(search, wanted.slice(0, 1));
    await moveClock(SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(calls.count).toBe(1));
    await user.type(search, wanted.slice(1));
    await moveClock(SEARCH_DEBOUNCE_MS);
    await waitFor(async () => expect((await rows()).map(nameOf)).toContain(wanted));
    // Typed in one go, the rest of the name went as one request, not one per key.
    expect(calls.count).toBe(2);
    gate.open();
    // The held, earlier answer has arrived: the list still shows the last search's.
    await waitFor(() => expect(calls.answered).toBe(2));
    for (const row of await rows()) expect(nameOf(row).toLowerCase()).toContain(wanted.toLowerCase());
    calls.stop();
  });

  it('holds the chats until the app of the day has answered, so its row never pushes them down', async () => {
    const gate = callGate();
    server.use(http.post('*/api/appoftheday', () => gate.wait()));
    const chats = countCalls('webgetchat');
    await render();
    await waitFor(() => expect(chats.answered).toBe(1));
    // Answered, yet not shown for as long as the app of the day keeps its answer.
    await quietSpell();
    expect(screen.queryByRole('list', { name: 'Chats' })).not.toBeInTheDocument();
    chats.stop();
    gate.open();
    expect(await rows()).not.toHaveLength(0);
  });

  it('stars a chat, then reloads the list with the filter in use', async () => {
    await render();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter chats' }), 'Favorite');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    const star = within((await rows())[0] ?? document.body).getByRole('button', { name: /^Favorite / });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    // Unstarred, the chat leaves the Favorite list, which is what is left on screen.
    expect(await screen.findByText('No Message')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter chats' })).toHaveValue('favorite');
  });

  it('filters by Online and Unread', async () => {
    await render();
    await rows();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter chats' }), 'Unread');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    for (const row of await rows()) expect(within(row).getAllByRole('link')[1]).toHaveAccessibleName(/unread message/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter chats' }), 'Online');
    await waitFor(async () => {
      const online = await rows();
      expect(online.length).toBeGreaterThan(0);
      for (const row of online) expect(within(row).getAllByRole('link')[1]).toHaveAccessibleName(/, online/);
    });
  });

  it('says a search that found nothing found nothing, with no way to start a chat', async () => {
    await render();
    await rows();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search chats' }), 'nobody-by-this-name');
    expect(await screen.findByText('No chat fits this search or filter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Message' })).toBeInTheDocument();
    expect(screen.queryByText('Start the chat!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your matches' })).not.toBeInTheDocument();
  });

  it('links the photo to the friend profile and the row to the chat', async () => {
    await render();
    const [first] = await rows();
    const [avatar, chat] = within(first ?? document.body).getAllByRole('link');
    expect(avatar?.getAttribute('href')).toMatch(/^\/app\/Friends\/FriendsNew\/\d+$/);
    await userEvent.setup().click(chat ?? document.body);
    expect(await screen.findByRole('heading', { name: 'The chat' })).toBeInTheDocument();
  });

  it("shows Load More while the limit is below the total, and the empty state for a status 'false'", async () => {
    await render();
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    network.injectRefusal('webgetchat', { message: 'No chats' });
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'x');
    expect(await screen.findByText('No Message')).toBeInTheDocument();
    expect(screen.getByText('Start the chat!')).toBeInTheDocument();
  });
});
