import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { signIn } from '@mocks/testing/sign-in';

/**
 * The chat list's rows as the screen reads them: the unread count per row and the
 * last message's time (both optional in the contract, sent by the fake backend).
 * The seed gives the regular member (id 1) chats with 170..179; 171 and 172 are
 * unread (two messages each), 170 is the favourite.
 */
const ME = '1';
const partner = (index: number) => String(170 + index);

async function chatList(sort: 'all' | 'unread' | 'online' | 'favorite' = 'all', searchKey = '', limit = '100') {
  return api.call('webgetchat', { user_id: ME, search_key: searchKey, sort, timestamp: '1', limit });
}

beforeEach(async () => {
  await signIn('regular');
});

describe('webgetchat rows', () => {
  it('counts the unread messages of each row, and they agree with the sidebar count', async () => {
    const { matches } = await chatList();
    const unread = Object.fromEntries(matches.map((item) => [item.user_id, item.unread]));
    expect(unread[partner(1)]).toBe('2');
    expect(unread[partner(2)]).toBe('2');
    expect(unread[partner(0)]).toBe('0');
    const total = matches.reduce((sum, item) => sum + Number(item.unread ?? '0'), 0);
    expect(String(total)).toBe((await api.call('webgetcounts', { user_id: ME })).result.message);
  });

  it('reads a chat: its row has nothing unread any more', async () => {
    const row = (await chatList()).matches.find((item) => item.user_id === partner(1));
    await api.call('webgetchatmessage', { user_id: ME, chat_id: row?.chat_id ?? '' });
    const after = (await chatList()).matches.find((item) => item.user_id === partner(1));
    expect(after?.unread).toBe('0');
  });

  it("gives each row its last message's time, most recent first", async () => {
    const { matches } = await chatList();
    const times = matches.map((item) => Number(item.chatTime));
    expect(times.every((time) => time > 0)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages by limit with the total, so Load More shows while the limit is below it', async () => {
    const first = await chatList('all', '', '8');
    expect(first.matches).toHaveLength(8);
    expect(Number(first.total)).toBeGreaterThan(8);
    const second = await chatList('all', '', '16');
    expect(second.matches).toHaveLength(Number(first.total));
  });

  it('a favourite toggled on shows under Favorite, and the search narrows within the filter', async () => {
    await api.call('webfavorite', { user_id: ME, favorite_user_id: partner(2) });
    const favorites = await chatList('favorite');
    expect(favorites.matches.map((item) => item.user_id).sort()).toEqual([partner(0), partner(2)]);
    const name = favorites.matches.find((item) => item.user_id === partner(2))?.user_name ?? '';
    const searched = await chatList('favorite', name);
    expect(searched.matches.map((item) => item.user_id)).toContain(partner(2));
    expect(searched.matches.every((item) => item.user_name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  });
});
