import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { decryptMessage } from '@/shared/lib/message-cipher';
import { areMatched } from '@mocks/domain/matches';
import { blockedPair } from '@mocks/scenarios/blocked-pair';
import { chatWithMessages } from '@mocks/scenarios/chat-with-messages';
import { emptyAccount } from '@mocks/scenarios/empty-account';
import { expiredPremium } from '@mocks/scenarios/expired-premium';
import { freshMatch } from '@mocks/scenarios/fresh-match';
import { scenarioNames } from '@mocks/scenarios';
import { swipeSettingOn } from '@mocks/scenarios/swipe-setting-on';
import { signIn } from '@mocks/testing/sign-in';

/** Each named scenario, read back through the calls the screens make. */

const chatList = (userId: string) => ({ user_id: userId, search_key: '', sort: 'all', timestamp: '1', limit: '100' }) as const;

describe('the named scenarios', () => {
  it('a fresh match: matched just now, first in the match list, no chat yet', async () => {
    const { userId: memberId } = await signIn('regular');
    const { partnerId } = await freshMatch({ memberId, partner: { user_name: 'Maud' } });
    expect(areMatched(memberId, partnerId)).toBe(true);
    const { peoples } = await api.call('webfriendslist', { user_id: memberId, limit: '8' });
    expect(peoples[0]).toMatchObject({ user_id: partnerId, user_name: 'Maud' });
    const { matches } = await api.call('webgetchat', chatList(memberId));
    expect(matches.map((chat) => chat.user_id)).not.toContain(partnerId);
  });

  it('a chat of N messages, in order, the partner first, the last ones unread', async () => {
    const { userId: memberId } = await signIn('regular');
    const unreadBefore = Number((await api.call('webgetcounts', { user_id: memberId })).result.message);
    const { chatId, partnerId, messages } = await chatWithMessages({ memberId, count: 12, unread: 2 });
    expect(messages).toHaveLength(12);
    const unreadAfter = Number((await api.call('webgetcounts', { user_id: memberId })).result.message);
    const { chats } = await api.call('webgetchatmessage', { user_id: memberId, chat_id: chatId });
    expect(chats.map((message) => decryptMessage(message.message))).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`));
    expect(chats[0]?.sender_id).toBe(partnerId);
    expect(messages.filter((message) => !message.read).map((message) => message.message_id)).toEqual(
      [messages[8], messages[10]].map((message) => message?.message_id),
    );
    expect(unreadAfter).toBeGreaterThan(unreadBefore);
  });

  it('an expired premium reads as regular', async () => {
    const { userId: memberId } = await signIn('premium');
    expect((await api.call('webprofile', { user_id: memberId })).result.premium_member).toBe('true');
    await expiredPremium({ memberId });
    expect((await api.call('webprofile', { user_id: memberId })).result).toMatchObject({ premium_member: 'false', membership_valid_web: '' });
  });

  it("the swipe setting on: the profile says '1' until the deck's answer to \"Remove related matches ?\" resets it", async () => {
    const { userId: memberId } = await signIn('regular');
    expect((await api.call('webprofile', { user_id: memberId })).result.swipe).not.toBe('1');
    await swipeSettingOn({ memberId });
    expect((await api.call('webprofile', { user_id: memberId })).result.swipe).toBe('1');
    await api.call('websetprofile', { user_id: memberId, swipe: '0' });
    expect((await api.call('webprofile', { user_id: memberId })).result.swipe).toBe('0');
    // Offered with the others by the demo controls.
    expect(scenarioNames).toContain('swipe-setting-on');
  });

  it('a blocked pair: the chat is blocked, and not by the member when the partner did it', async () => {
    const { userId: memberId } = await signIn('regular');
    const { chatId } = await blockedPair({ memberId, blockedBy: 'partner' });
    expect(await api.call('blockstatus', { user_id: memberId, chatid: chatId })).toMatchObject({ block: 'true', blocked_by_me: 'false' });
  });

  it('an empty account signs in and has nothing anywhere', async () => {
    const { email, password, memberId } = await emptyAccount();
    const session = await signIn({ email, password });
    expect(session.userId).toBe(memberId);
    expect((await api.call('webvisitors', { user_id: memberId })).peoples).toEqual([]);
    expect((await api.call('webfriendslist', { user_id: memberId, limit: '8' })).peoples).toEqual([]);
    expect((await api.call('webfriendrequests', { user_id: memberId, limit: '8', type: 'like' })).peoples).toEqual([]);
    expect(await api.call('webgetchat', chatList(memberId))).toMatchObject({ matches: [], total: '0' });
  });
});
