import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { db } from '@mocks/db/database';
import { memberById } from '@mocks/db/member-index';
import { buildChat, buildMessage } from '@mocks/factories/chats';
import { buildFeed } from '@mocks/factories/feeds';
import { buildBlock, buildLike, buildMatch, buildVisit } from '@mocks/factories/likes';
import { buildPayment } from '@mocks/factories/payments';
import { clock } from '@mocks/lib/clock';
import { freshMatch } from '@mocks/scenarios/fresh-match';
import { signIn } from '@mocks/testing/sign-in';

/** The factories build records their collections accept, with ids after the seed's, readable through the calls. */

describe('the record factories', () => {
  it('build likes, matches, visits and blocks at the fake clock’s now unless told', () => {
    expect(buildLike('1', '2')).toEqual({ from_id: '1', to_id: '2', type: 'like', at: clock.now() });
    expect(buildLike('1', '2', { type: 'superlike', at: 5 })).toMatchObject({ type: 'superlike', at: 5 });
    expect(buildMatch('1', '2', 1_000_000)).toEqual([
      { from_id: '1', to_id: '2', type: 'like', at: 940_000 },
      { from_id: '2', to_id: '1', type: 'like', at: 1_000_000 },
    ]);
    expect(buildVisit('3', '1')).toEqual({ visitor_id: '3', visited_id: '1', at: clock.now() });
    expect(buildBlock('1', '3')).toEqual({ blocker_id: '1', blocked_id: '3', at: clock.now() });
  });

  it('refuse a record their schema refuses', () => {
    expect(() => buildLike('1', '2', { type: 'love' as 'like' })).toThrow();
  });

  it('build a chat and its messages after the seeded ones, read back by the chat screen’s call', async () => {
    const { userId: memberId } = await signIn('regular');
    const { partnerId } = await freshMatch({ memberId });
    const seededChats = db.chats.all().map((chat) => Number(chat.chat_id));
    const chat = await db.chats.create(buildChat(partnerId, memberId));
    expect(Number(chat.chat_id)).toBeGreaterThan(Math.max(...seededChats));
    expect(chat.member_ids).toEqual([memberId, partnerId]);
    await db.messages.create(buildMessage(chat, partnerId, memberId, { text: 'Hi!' }, { read: false }));
    await db.messages.create(buildMessage(chat, memberId, partnerId, { image: 4 }));
    const { chats } = await api.call('webgetchatmessage', { user_id: memberId, chat_id: chat.chat_id });
    expect(chats.map((message) => message.type)).toEqual(['text', 'image']);
  });

  it('build a feed entry that shows in a match’s feed', async () => {
    const { userId: memberId } = await signIn('regular');
    const { partnerId } = await freshMatch({ memberId });
    const feed = await db.feeds.create(buildFeed(partnerId, { feed_type: 'image' }));
    // "New profile photo" shows the author's own portraits (up to two), as the words say.
    const portraits = memberById(partnerId)?.imagess ?? [];
    expect(feed.feed_content_images.length).toBeGreaterThan(0);
    expect(portraits).toEqual(expect.arrayContaining(feed.feed_content_images));
    const { feeds } = await api.call('webfeeds', { user_id: memberId });
    expect(feeds.find((entry) => entry.feed_id === feed.feed_id)).toMatchObject({ user_id: partnerId, feed_type: 'image' });
  });

  it('build a payment of the first premium plan, in the shop’s currency', async () => {
    const payment = buildPayment('1');
    expect(payment).toMatchObject({ user_id: '1', product: 'premium', plan_id: '1', price: '9.99', currency: 'EUR' });
    await db.payments.create(payment);
    expect(buildPayment('1').payment_id).toBe(String(Number(payment.payment_id) + 1));
  });
});
