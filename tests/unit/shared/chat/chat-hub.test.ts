import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEmits, ChatEventMessage } from '@/shared/api/contract/chat-events';
import { ChatEventError, parseChatEvent } from '@/shared/chat/chat-client';
import { connectChatHub, type ChatHub, type TypingParties } from '@/shared/chat/chat-hub';
import { encryptMessage } from '@/shared/lib/message-cipher';
import { connectFakeChat } from '@mocks/chat-server/connect';
import { dropFakeChatServer, startFakeChatServer, stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { chatWithMessages } from '@mocks/scenarios/chat-with-messages';
import { signIn } from '@mocks/testing/sign-in';

/**
 * The app's chat hub over the in-page chat server (mock-socket): each side of
 * a fresh match joins with its own hub, so what one emits the other receives
 * through the contract check.
 */

interface Heard {
  messages: ChatEventMessage[];
  typing: [TypingParties, boolean][];
  errors: ChatEventError[];
}

function listen(hub: ChatHub): Heard {
  const heard: Heard = { messages: [], typing: [], errors: [] };
  hub.on('message', (message) => heard.messages.push(message));
  hub.on('typing', (parties, typing) => heard.typing.push([parties, typing]));
  hub.on('error', (error) => heard.errors.push(error));
  return heard;
}

/** mock-socket opens connections and carries frames after a few milliseconds; the hub's listeners run in microtasks. */
async function settle(ms = 10): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

const hubs: ChatHub[] = [];

/** A hub opened with a token of the member's own, as the app opens it from the session. */
async function hubAs(userId: string): Promise<ChatHub> {
  const { token } = await signIn({ memberId: userId });
  const hub = connectChatHub(connectFakeChat, { token, user_id: userId });
  hub.join(userId);
  hubs.push(hub);
  return hub;
}

async function matchedPair() {
  const { memberId, partnerId, chatId } = await chatWithMessages({ count: 0 });
  const member = await hubAs(memberId);
  const partner = await hubAs(partnerId);
  return { memberId, partnerId, chatId, member, partner, partnerHeard: listen(partner), memberHeard: listen(member) };
}

/** A text from the member to the partner in their chat. */
function textMessage({ chatId, memberId, partnerId }: { chatId: string; memberId: string; partnerId: string }, text: string): ChatEmits['message'] {
  return {
    chat_id: chatId,
    sender_id: memberId,
    receiver_id: partnerId,
    language: 'en',
    message: { message: encryptMessage(text), upload_image: '', chatTime: '1793534400', type: 'text' },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close();
  stopFakeChatServer();
  network.clear();
  requestLog.clear();
  vi.useRealTimers();
});

describe('the chat hub', () => {
  it('delivers valid events to typed listeners: typing on and off, then the message', async () => {
    const { memberId, partnerId, chatId, member, partnerHeard } = await matchedPair();
    await settle();
    const parties = { chatid: chatId, sender_id: memberId, receiver_id: partnerId };

    expect(member.setTyping(parties, true)).toBe(true);
    await settle();
    expect(member.setTyping(parties, false)).toBe(true);
    await settle();
    const message = textMessage({ chatId, memberId, partnerId }, 'Hello there');
    expect(member.sendMessage(message)).toBe(true);
    await settle();

    expect(partnerHeard.typing).toEqual([
      [parties, true],
      [parties, false],
    ]);
    expect(partnerHeard.messages).toEqual([message]);
    expect(partnerHeard.errors).toEqual([]);
  });

  it('turns a malformed event into a typed error for the error listener, and delivers nothing else', async () => {
    network.injectChatFault('receivetyping', 'malformed-response');
    const { memberId, partnerId, chatId, member, partnerHeard } = await matchedPair();
    await settle();
    member.setTyping({ chatid: chatId, sender_id: memberId, receiver_id: partnerId }, true);
    await settle();

    expect(partnerHeard.typing).toEqual([]);
    expect(partnerHeard.errors).toHaveLength(1);
    const [error] = partnerHeard.errors;
    expect(error).toBeInstanceOf(ChatEventError);
    expect(error).toMatchObject({ kind: 'contract', event: 'receivetyping', payload: { unexpected: 'This event does not match the contract' } });
  });

  it('refuses to emit a payload that breaks the contract, as a typed error', async () => {
    const { memberHeard, member } = await matchedPair();
    await settle();
    const broken = { chat_id: '1', sender_id: '1' } as unknown as ChatEmits['message'];
    expect(member.sendMessage(broken)).toBe(false);
    expect(memberHeard.errors).toEqual([expect.objectContaining({ kind: 'invalid-emit', event: 'message' })]);
  });

  it('sends nothing while the connection is down, so nothing reaches the next connection before its join', async () => {
    const { memberId, partnerId, chatId, member, partnerHeard } = await matchedPair();
    await settle();
    const parties = { chatid: chatId, sender_id: memberId, receiver_id: partnerId };
    const message = textMessage({ chatId, memberId, partnerId }, 'Sent after the drop');
    let connections = 0;
    member.on('connected', () => (connections += 1));

    dropFakeChatServer();
    await settle();
    expect(member.setTyping(parties, true)).toBe(false);
    expect(member.sendMessage(message)).toBe(false);

    // Back a second later, as socket.io tries again: the member joins again, and what waited goes now.
    startFakeChatServer();
    await settle(1_100);
    expect(connections).toBe(1);
    expect(member.sendMessage(message)).toBe(true);
    await settle();

    expect(partnerHeard.messages).toEqual([message]);
    expect(partnerHeard.typing).toEqual([]);
    expect(requestLog.entries().filter((entry) => entry.outcome.startsWith('dropped'))).toEqual([]);
  });

  it('stops delivering to a listener once unsubscribed', async () => {
    const { memberId, partnerId, chatId, member, partner } = await matchedPair();
    const typing: boolean[] = [];
    const unsubscribe = partner.on('typing', (_parties, isTyping) => typing.push(isTyping));
    await settle();
    const parties = { chatid: chatId, sender_id: memberId, receiver_id: partnerId };
    member.setTyping(parties, true);
    await settle();
    unsubscribe();
    member.setTyping(parties, false);
    await settle();
    expect(typing).toEqual([true]);
  });
});

describe('parseChatEvent', () => {
  const parties = { chatid: '7', sender_id: '1', receiver_id: '2' };

  it('answers the typed event for a valid payload', () => {
    expect(parseChatEvent('receiveuntyping', parties)).toEqual({ type: 'receiveuntyping', payload: parties });
  });

  it('answers a ChatEventError naming the field for an invalid one, without throwing', () => {
    const result = parseChatEvent('broad', { ...parties, language: 'en' });
    expect(result).toBeInstanceOf(ChatEventError);
    expect(result).toMatchObject({ kind: 'contract', event: 'broad' });
    expect((result as ChatEventError).message).toContain('chat_id');
  });
});
