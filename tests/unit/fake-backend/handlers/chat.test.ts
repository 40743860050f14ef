import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { webprofileChatPartner } from '@/shared/api/contract/chat';
import { decryptMessage, encryptMessage } from '@/shared/lib/message-cipher';
import { visibleMessages } from '@mocks/domain/chat-messages';
import { forgetPendingReplies } from '@mocks/people/partner-replies';
import { emptyAccount } from '@mocks/scenarios/empty-account';
import { signIn } from '@mocks/testing/sign-in';
import { refusalOf } from '../../support/api-failure';

/**
 * The chat calls through the real client against the fake backend. The seed
 * gives the regular member (id 1) ten chats with their matches 170..179:
 * 170 favourite, 171 and 172 unread, 173 blocked by the member, 174 blocked
 * the member, 175 holds a feed message, 179 has no message yet.
 */
const ME = '1';
const partner = (index: number) => String(170 + index);
/** A chat of the premium member's: not the regular member's to read. */
const SOMEONE_ELSES_CHAT = '11';

async function chatList(sort: 'all' | 'unread' | 'online' | 'favorite' = 'all', searchKey = '', limit = '100') {
  return api.call('webgetchat', { user_id: ME, search_key: searchKey, sort, timestamp: '1', limit });
}

async function chatIdWith(partnerId: string): Promise<string> {
  const { matches } = await chatList();
  const row = matches.find((item) => item.user_id === partnerId);
  if (!row) throw new Error(`no chat with ${partnerId}`);
  return row.chat_id;
}

async function messagesOf(chatId: string) {
  return (await api.call('webgetchatmessage', { user_id: ME, chat_id: chatId })).chats;
}

async function unreadCount(): Promise<string> {
  return (await api.call('webgetcounts', { user_id: ME })).result.message;
}

function send(chatId: string, receiverId: string, text: string, extra: { chat_time?: string; upload_image?: string } = {}) {
  return api.call('websendmessage', {
    sender_id: ME,
    chat_id: chatId,
    receiver_id: receiverId,
    message: text === '' ? '' : encryptMessage(text),
    chat_time: extra.chat_time ?? '1793534400',
    upload_image: extra.upload_image ?? '',
  });
}

beforeEach(async () => {
  await signIn('regular');
});

afterEach(() => {
  // A message to a seeded partner schedules their reply; the next test starts without it.
  forgetPendingReplies();
});

describe('webgetchat', () => {
  it('lists the member’s chats, most recent first, with the total for Load More', async () => {
    const firstPage = await chatList('all', '', '8');
    expect(firstPage).toMatchObject({ status: 'true', total: '10' });
    expect(firstPage.matches).toHaveLength(8);
    // The unread chats are the most recent ones.
    expect(firstPage.matches.slice(0, 2).map((item) => item.user_id)).toEqual([partner(1), partner(2)]);
    const all = await chatList();
    expect(all.matches.map((item) => item.user_id).sort()).toEqual(Array.from({ length: 10 }, (_, i) => partner(i)));
  });

  it('shows each row’s partner, flags and last message (encrypted, as sent)', async () => {
    const { matches } = await chatList();
    const row = (index: number) => matches.find((item) => item.user_id === partner(index));
    expect(row(0)).toMatchObject({ favorite: 'true', block: 'false' });
    expect(row(3)).toMatchObject({ block: 'true', favorite: 'false' });
    expect(row(4)).toMatchObject({ block: 'true' });
    expect(decryptMessage(row(1)?.message ?? '')).toBe("I'll send you a photo later");
    expect(row(1)?.message).not.toContain('photo');
    expect(row(2)?.imagename).not.toBe('');
    expect(row(9)).toMatchObject({ message: '', imagename: '' });
    expect(row(0)?.user_image).not.toBe('');
  });

  it('filters: unread chats, online partners, favourites', async () => {
    expect((await chatList('unread')).matches.map((item) => item.user_id)).toEqual([partner(1), partner(2)]);
    const online = await chatList('online');
    expect(online.matches.length).toBeGreaterThan(0);
    expect(online.matches.every((item) => item.online === '1')).toBe(true);
    expect(Number(online.total)).toBeLessThan(10);
    expect((await chatList('favorite')).matches.map((item) => item.user_id)).toEqual([partner(0)]);
  });

  it('searches partner names, ignoring case', async () => {
    const { matches } = await chatList();
    const name = matches.find((item) => item.user_id === partner(5))?.user_name ?? '';
    const found = await chatList('all', ` ${name.slice(1).toUpperCase()} `);
    expect(found.matches.map((item) => item.user_id)).toContain(partner(5));
    expect(found.matches.every((item) => item.user_name.toLowerCase().includes(name.slice(1).toLowerCase()))).toBe(true);
    expect(await chatList('all', 'zzz-nobody')).toEqual({ status: 'true', matches: [], total: '0' });
  });

  it('counts unread messages exactly as the chat list shows them', async () => {
    expect(await unreadCount()).toBe('4');
    await messagesOf(await chatIdWith(partner(1)));
    expect(await unreadCount()).toBe('2');
    expect((await chatList('unread')).matches.map((item) => item.user_id)).toEqual([partner(2)]);
  });

  it('answers an empty list to a member without chats', async () => {
    // A new account: the deactivated demo account, once used here, is now refused every member call.
    const account = await emptyAccount();
    const { userId } = await signIn(account);
    await expect(api.call('webgetchat', { user_id: userId, search_key: '', sort: 'all', timestamp: '1', limit: '8' })).resolves.toEqual({
      status: 'true',
      matches: [],
      total: '0',
    });
  });

  it('hides the chat of an unfriended pair, and its unread messages from the count', async () => {
    await api.call('unfriendweb', { user_id: ME, unfriend_user_id: partner(1) });
    const { matches, total } = await chatList();
    expect(total).toBe('9');
    expect(matches.map((item) => item.user_id)).not.toContain(partner(1));
    expect(await unreadCount()).toBe('2');
  });
});

describe('webcreatchat', () => {
  it('returns the existing chat of a matched pair', async () => {
    const chatId = await chatIdWith(partner(0));
    await expect(api.call('webcreatchat', { sender_id: ME, receiver_id: partner(0) })).resolves.toEqual({ status: 'true', chatid: chatId });
  });

  it('opens one chat for a new match, then keeps returning it', async () => {
    // 151 liked the member (seeded): liking back makes the match.
    const liker = '151';
    await expect(api.call('webmatch', { user_id: ME, follow_id: liker, type: 'like' })).resolves.toMatchObject({ match: '1' });
    const [first, second] = await Promise.all([
      api.call('webcreatchat', { sender_id: ME, receiver_id: liker }),
      api.call('webcreatchat', { sender_id: ME, receiver_id: liker }),
    ]);
    expect(first.chatid).toBe(second.chatid);
    const { matches, total } = await chatList();
    expect(total).toBe('11');
    expect(matches.find((item) => item.user_id === liker)).toMatchObject({ chat_id: first.chatid, message: '' });
  });

  it('refuses someone who is not a match, oneself and an unknown member', async () => {
    expect((await refusalOf(api.call('webcreatchat', { sender_id: ME, receiver_id: '300' }))).message).toBe('You can only message your matches');
    expect((await refusalOf(api.call('webcreatchat', { sender_id: ME, receiver_id: ME }))).message).toBe('You cannot chat with yourself');
    expect((await refusalOf(api.call('webcreatchat', { sender_id: ME, receiver_id: '99999' }))).message).toBe('User not found');
  });

  it("refuses opening a chat in another member's name with 'Invalid access'", async () => {
    const error = await refusalOf(api.call('webcreatchat', { sender_id: '2', receiver_id: partner(0) }));
    expect(error.message).toBe('Invalid access');
  });
});

describe('appoftheday', () => {
  it('answers the enabled app of the day with its slider images and link', async () => {
    const { result } = await api.call('appoftheday', {});
    expect(result).toMatchObject({ app_settings: 'enable', title: 'Amora Events' });
    expect(result.images.length).toBeGreaterThan(0);
    expect(result.view_url_web).toMatch(/^https:\/\//);
  });
});

describe('webfavorite', () => {
  it('toggles the star of a chat row', async () => {
    await expect(api.call('webfavorite', { user_id: ME, favorite_user_id: partner(1) })).resolves.toEqual({ status: 'true', message: 'Added to favorites' });
    expect((await chatList('favorite')).matches.map((item) => item.user_id).sort()).toEqual([partner(0), partner(1)]);
    await expect(api.call('webfavorite', { user_id: ME, favorite_user_id: partner(1) })).resolves.toEqual({ status: 'true', message: 'Removed from favorites' });
    expect((await chatList('favorite')).matches.map((item) => item.user_id)).toEqual([partner(0)]);
  });

  it('refuses someone the member has no chat with', async () => {
    expect((await refusalOf(api.call('webfavorite', { user_id: ME, favorite_user_id: '300' }))).message).toBe('Chat not found');
  });
});

describe('blockstatus and webblockchat', () => {
  it('tells who blocked whom', async () => {
    const status = async (index: number) => api.call('blockstatus', { user_id: ME, chatid: await chatIdWith(partner(index)) });
    await expect(status(0)).resolves.toEqual({ status: 'true', block: 'false', blocked_by_me: 'false' });
    await expect(status(3)).resolves.toEqual({ status: 'true', block: 'true', blocked_by_me: 'true' });
    await expect(status(4)).resolves.toEqual({ status: 'true', block: 'true', blocked_by_me: 'false' });
  });

  it("refuses another member's chat", async () => {
    expect((await refusalOf(api.call('blockstatus', { user_id: ME, chatid: SOMEONE_ELSES_CHAT }))).message).toBe('Chat not found');
  });

  it('blocks, then unblocks, with the chat following', async () => {
    const chatId = await chatIdWith(partner(0));
    await expect(api.call('webblockchat', { user_id: ME, block_user_id: partner(0) })).resolves.toEqual({ status: 'true', message: 'User blocked' });
    await expect(api.call('blockstatus', { user_id: ME, chatid: chatId })).resolves.toMatchObject({ block: 'true', blocked_by_me: 'true' });
    expect((await refusalOf(send(chatId, partner(0), 'Hello'))).message).toBe('Unblock to message');
    // The blocked chat stays listed, flagged: that is where the member unblocks.
    expect((await chatList()).matches.find((item) => item.user_id === partner(0))?.block).toBe('true');
    await expect(api.call('webblockchat', { user_id: ME, block_user_id: partner(0) })).resolves.toEqual({ status: 'true', message: 'User unblocked' });
    await expect(api.call('blockstatus', { user_id: ME, chatid: chatId })).resolves.toMatchObject({ block: 'false', blocked_by_me: 'false' });
    await expect(send(chatId, partner(0), 'Hello again')).resolves.toEqual({ status: 'true' });
  });

  it('unblocking does not lift a block the partner made', async () => {
    const chatId = await chatIdWith(partner(4));
    await expect(api.call('webblockchat', { user_id: ME, block_user_id: partner(4) })).resolves.toMatchObject({ message: 'User blocked' });
    await api.call('webblockchat', { user_id: ME, block_user_id: partner(4) });
    await expect(api.call('blockstatus', { user_id: ME, chatid: chatId })).resolves.toMatchObject({ block: 'true', blocked_by_me: 'false' });
  });

  it('refuses blocking oneself or an unknown member', async () => {
    expect((await refusalOf(api.call('webblockchat', { user_id: ME, block_user_id: ME }))).message).toBe('You cannot block yourself');
    expect((await refusalOf(api.call('webblockchat', { user_id: ME, block_user_id: '99999' }))).message).toBe('User not found');
  });
});

describe('webgetchatmessage', () => {
  it('answers the messages in time order, texts encrypted as sent', async () => {
    const chats = await messagesOf(await chatIdWith(partner(0)));
    expect(chats.map((message) => decryptMessage(message.message))).toEqual([
      'Hi! I loved your profile 😊',
      'Thank you! Yours made me smile too.',
      'Do you like hiking?',
      'I do! Do you have a favourite trail?',
    ]);
    expect(chats.map((message) => message.sender_id)).toEqual([partner(0), ME, partner(0), ME]);
    const times = chats.map((message) => Number(message.chatTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(chats[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers image and feed messages', async () => {
    const images = await messagesOf(await chatIdWith(partner(2)));
    expect(images.at(-1)).toMatchObject({ type: 'image', receiver_id: ME });
    expect(images.at(-1)?.upload_image).not.toBe('');
    const feeds = await messagesOf(await chatIdWith(partner(5)));
    const feed = feeds[0];
    expect(feed?.type).toBe('feed');
    if (feed?.type === 'feed') expect(feed.feeds).toMatchObject({ feed_type: 'image', feed_content: 'Sunday at the market' });
  });

  it('answers an empty history for a chat with no message yet', async () => {
    await expect(messagesOf(await chatIdWith(partner(9)))).resolves.toEqual([]);
  });

  it("refuses another member's chat", async () => {
    expect((await refusalOf(messagesOf(SOMEONE_ELSES_CHAT))).message).toBe('Chat not found');
  });
});

describe('websendmessage', () => {
  it('stores the text encrypted as sent, last in the chat, and lists it as the last message', async () => {
    const chatId = await chatIdWith(partner(7));
    const cipherText = encryptMessage('See you at 8?');
    await expect(
      api.call('websendmessage', { sender_id: ME, chat_id: chatId, receiver_id: partner(7), message: cipherText, chat_time: '1793534400', upload_image: '' }),
    ).resolves.toEqual({ status: 'true' });
    const last = (await messagesOf(chatId)).at(-1);
    expect(last).toMatchObject({ type: 'text', message: cipherText, sender_id: ME, receiver_id: partner(7), chatTime: '1793534400', upload_image: '' });
    const { matches } = await chatList();
    expect(matches[0]).toMatchObject({ user_id: partner(7), message: cipherText });
  });

  it('stores an image message', async () => {
    const chatId = await chatIdWith(partner(7));
    await send(chatId, partner(7), '', { upload_image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect((await messagesOf(chatId)).at(-1)).toMatchObject({ type: 'image', upload_image: 'data:image/png;base64,iVBORw0KGgo=' });
  });

  it('stores a message sent twice (socket and call) once', async () => {
    const chatId = await chatIdWith(partner(7));
    const before = (await messagesOf(chatId)).length;
    const message = { sender_id: ME, chat_id: chatId, receiver_id: partner(7), message: encryptMessage('Once'), chat_time: '1793534401', upload_image: '' };
    await api.call('websendmessage', message);
    await api.call('websendmessage', message);
    expect(await messagesOf(chatId)).toHaveLength(before + 1);
  });

  it("refuses an empty message with the chat's own text", async () => {
    const chatId = await chatIdWith(partner(7));
    expect((await refusalOf(send(chatId, partner(7), ''))).message).toBe('Please enter the message');
  });

  it('refuses a blocked pair, whichever side blocked', async () => {
    expect((await refusalOf(send(await chatIdWith(partner(4)), partner(4), 'Hi'))).message).toBe('This User has Blocked you');
    expect((await refusalOf(send(await chatIdWith(partner(3)), partner(3), 'Hi'))).message).toBe('Unblock to message');
  });

  it('refuses an unfriended pair and a chat that is not the pair’s', async () => {
    const chatId = await chatIdWith(partner(8));
    expect((await refusalOf(send(chatId, partner(7), 'Hi'))).message).toBe('Chat not found');
    expect((await refusalOf(send(SOMEONE_ELSES_CHAT, partner(7), 'Hi'))).message).toBe('Chat not found');
    await api.call('webunfriend', { user_id: ME, unfriend_user_id: partner(8) });
    expect((await refusalOf(send(chatId, partner(8), 'Hi'))).message).toBe('You can only message your matches');
  });

  it("refuses a message in another member's name with 'Invalid access'", async () => {
    const chatId = await chatIdWith(partner(7));
    const error = await refusalOf(
      api.call('websendmessage', { sender_id: partner(7), chat_id: chatId, receiver_id: ME, message: encryptMessage('Hi'), chat_time: '1', upload_image: '' }),
    );
    expect(error.message).toBe('Invalid access');
  });
});

describe('uploadimagechat', () => {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
  const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';

  it.each([
    ['png', png, /\.png$/],
    ['gif', gif, /\.gif$/],
    ['jpeg', jpeg, /\.jpg$/],
  ])('accepts a %s, keeps it as a file and answers its url and name', async (_type, file, name) => {
    const answer = await api.call('uploadimagechat', { file });
    expect(answer).toMatchObject({ status: 'true', imageurl: `/api/files/${answer.image_name}`, message: 'Image uploaded successfully' });
    expect(answer.image_name).toMatch(name);
    const served = await fetch(answer.imageurl);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect(btoa(String.fromCharCode(...new Uint8Array(await served.arrayBuffer())))).toBe(file.slice(file.indexOf(',') + 1));
  });

  it.each([
    ['nothing', '', 'Select a image'],
    ['a webp', 'data:image/webp;base64,UklGRiQAAABXRUJQ', 'Sorry, Invalid file!'],
    ['a text file', 'data:text/plain;base64,aGVsbG8=', 'Sorry, Invalid file!'],
    ['a png that is not one', 'data:image/png;base64,aGVsbG8gd29ybGQ=', 'Sorry, Invalid file!'],
    ['a url', 'https://example.com/x.png', 'Sorry, Invalid file!'],
  ])('refuses %s', async (_case, file, message) => {
    expect((await refusalOf(api.call('uploadimagechat', { file }))).message).toBe(message);
  });
});

describe('webclearchat', () => {
  it('empties the history for the member only, and later messages show', async () => {
    const chatId = await chatIdWith(partner(0));
    await expect(api.call('webclearchat', { user_id: ME, chat_id: chatId })).resolves.toEqual({ status: 'true', message: 'Chat cleared' });
    await expect(messagesOf(chatId)).resolves.toEqual([]);
    expect(visibleMessages(chatId, partner(0))).toHaveLength(4);
    await send(chatId, partner(0), 'Fresh start');
    expect((await messagesOf(chatId)).map((message) => decryptMessage(message.message))).toEqual(['Fresh start']);
    expect((await chatList()).matches.find((item) => item.user_id === partner(0))?.message).not.toBe('');
  });

  it('clearing an unread chat leaves nothing waiting in the count', async () => {
    await api.call('webclearchat', { user_id: ME, chat_id: await chatIdWith(partner(1)) });
    expect(await unreadCount()).toBe('2');
    expect((await chatList()).matches.find((item) => item.user_id === partner(1))?.message).toBe('');
  });

  it("refuses another member's chat", async () => {
    expect((await refusalOf(api.call('webclearchat', { user_id: ME, chat_id: SOMEONE_ELSES_CHAT }))).message).toBe('Chat not found');
  });
});

describe('webprofile, chat screen variant', () => {
  it("answers the chat partner's header, named as user_id with own_id the member", async () => {
    const chatId = await chatIdWith(partner(0));
    const { result } = await api.send(webprofileChatPartner, { user_id: partner(0), chat_id: chatId, own_id: ME });
    expect(result).toMatchObject({ user_id: partner(0), online: expect.stringMatching(/^[01]$/) });
    expect(result.user_name).not.toBe('');
    expect(result.images).not.toBe('');
    expect(result.onlinelasttime).toMatch(/^\d+$/);
    await expect(api.send(webprofileChatPartner, { user_id: ME, chat_id: chatId, own_id: ME })).resolves.toEqual({ status: 'true', result });
  });

  it('leaves the plain webprofile to the own-profile handler', async () => {
    await expect(api.call('webprofile', { user_id: ME })).resolves.toMatchObject({ result: { email: 'free@demo.test' } });
  });

  it("refuses a chat the member is not in, and a read in another member's name", async () => {
    expect((await refusalOf(api.send(webprofileChatPartner, { user_id: partner(0), chat_id: SOMEONE_ELSES_CHAT, own_id: ME }))).message).toBe('Chat not found');
    const chatId = await chatIdWith(partner(0));
    expect((await refusalOf(api.send(webprofileChatPartner, { user_id: partner(0), chat_id: chatId, own_id: '2' }))).message).toBe('Invalid access');
  });
});
