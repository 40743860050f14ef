import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatScreen } from '@/features/chat/chat-screen';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { dropFakeChatServer, startFakeChatServer, stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { fakePorts } from '@mocks/fakes';
import { seededChat } from '@mocks/seed/demo-chat-names';
import { storeMessage } from '@mocks/domain/chat-messages';
import { encryptMessage } from '@/shared/lib/message-cipher';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { renderScreen } from '../support/render';

/**
 * The chat's faults: the channel drops (the chat says it is reconnecting, then carries on), and
 * an event that breaks the contract arrives (it is set aside, nothing throws, the chat goes on).
 * On the regular demo member's seeded chat of texts (mocks/seed/demo-chat-names.ts).
 */
const hiking = seededChat('hiking');

function openChat() {
  return renderScreen(<ChatScreen />, { as: 'regular', route: paths.chat.to({ receiverId: hiking.partnerId, chatId: hiking.chatId }), path: paths.chat.pattern });
}

/** socket.io-client's pause before it tries again after its first failed attempt: its default second, randomized by half. */
const FIRST_RECONNECT_PAUSE_MS = 1500;

const joins = () => requestLog.entries().filter((entry) => entry.kind === 'chat' && entry.name === 'join').length;
const messageInput = () => screen.getByLabelText('Type a message');

beforeEach(() => providePorts(fakePorts));

afterEach(() => {
  stopFakeChatServer();
  network.clear();
  requestLog.clear();
});

describe('chat faults', () => {
  it('a dropped socket: "Reconnecting…" is announced, and cleared once the channel is back and joined again', async () => {
    // The client's pause before it tries again passes on the movable clock.
    useMovableClock();
    await openChat();
    await screen.findByText('Do you like hiking?');
    await waitFor(() => expect(joins()).toBeGreaterThan(0));
    const joinedBefore = joins();

    // The chat server goes away: every connection drops, and the client's attempts fail while it is gone.
    dropFakeChatServer();
    const notice = await screen.findByText('Reconnecting…');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // The conversation stays on screen meanwhile.
    expect(screen.getByText('Do you like hiking?')).toBeInTheDocument();

    startFakeChatServer();
    await moveClock(FIRST_RECONNECT_PAUSE_MS);
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument());
    await waitFor(() => expect(joins()).toBeGreaterThan(joinedBefore));

    await userOnMovableClock().type(messageInput(), 'Back again{Enter}');
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Waiting to send…')).not.toBeInTheDocument());
  });

  it('what the partner sent while the channel was down shows once it is back', async () => {
    useMovableClock();
    await openChat();
    await screen.findByText('Do you like hiking?');
    // Joined first: a channel that drops before it ever connected is no reconnection.
    await waitFor(() => expect(joins()).toBeGreaterThan(0));
    dropFakeChatServer();
    await screen.findByText('Reconnecting…');
    // Stored on the server meanwhile: no connection was there to hear it.
    await storeMessage({
      chat_id: hiking.chatId,
      sender_id: hiking.partnerId,
      receiver_id: hiking.memberId,
      type: 'text',
      message: encryptMessage('Sent while you were away'),
      upload_image: '',
      chat_time: String(Math.floor(Date.now() / 1000)),
    });

    startFakeChatServer();
    await moveClock(FIRST_RECONNECT_PAUSE_MS);
    expect(await within(screen.getByRole('log')).findByText('Sent while you were away')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('a malformed event is set aside without an uncaught error, and the chat goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openChat();
    await screen.findByText('Do you like hiking?');
    await waitFor(() => expect(joins()).toBeGreaterThan(0));

    // The server's echo of the member's own message ('broad') arrives breaking the contract.
    network.injectChatFault('broad', 'malformed-response');
    await userEvent.type(messageInput(), 'First try{Enter}');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[chat]', expect.stringContaining("Unexpected 'broad' event")));
    expect(await screen.findByText('First try')).toBeInTheDocument();

    network.clear();
    await userEvent.type(messageInput(), 'Second try{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Second try')).toBeInTheDocument();
    await waitFor(() => expect(within(log).queryByText('Waiting to send…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
