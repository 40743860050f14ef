import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatScreen } from '@/features/chat/chat-screen';
import { decryptMessage } from '@/shared/lib/message-cipher';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { dropFakeChatServer, startFakeChatServer, stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { visibleMessages } from '@mocks/domain/chat-messages';
import { fakePorts } from '@mocks/fakes';
import { seededChat } from '@mocks/seed/demo-chat-names';
import { signIn } from '@mocks/testing/sign-in';
import { renderScreen } from '../../support/render';
import { countCalls } from '../../support/requests';
import { goOffline, goOnline } from './browser-offline';

/**
 * A chat message written offline waits in the outbox, is not even tried while the browser says it is offline,
 * and goes once the network is back: once each, in the order written (docs/product/offline.md#chat).
 */
const hiking = seededChat('hiking');

beforeEach(() => providePorts(fakePorts));
afterEach(() => {
  goOnline();
  stopFakeChatServer();
});

const storedTexts = () => visibleMessages(hiking.chatId, hiking.memberId).map((message) => decryptMessage(message.message));

describe('a chat offline', () => {
  it('keeps what is written, sends nothing meanwhile, then each once, in order, when back', async () => {
    await renderScreen(<ChatScreen />, { as: 'regular', route: paths.chat.to({ receiverId: hiking.partnerId, chatId: hiking.chatId }), path: paths.chat.pattern });
    await screen.findByText('Do you like hiking?');
    const sends = countCalls('websendmessage');

    goOffline();
    dropFakeChatServer();
    const input = screen.getByLabelText('Type a message');
    await userEvent.type(input, 'Written on the train{Enter}');
    await userEvent.type(input, 'And a second one{Enter}');
    expect(await screen.findAllByText('Waiting to send…')).toHaveLength(2);
    // The shell says offline; the chat does not add its own "Reconnecting…" to it.
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(sends.count).toBe(0);

    startFakeChatServer();
    goOnline();
    await waitFor(() => expect(screen.queryByText('Waiting to send…')).not.toBeInTheDocument());
    const log = screen.getByRole('log');
    expect(within(log).getAllByText('Written on the train')).toHaveLength(1);
    expect(within(log).getAllByText('And a second one')).toHaveLength(1);
    const stored = storedTexts();
    expect(stored.filter((text) => text === 'Written on the train')).toHaveLength(1);
    expect(stored.filter((text) => text === 'And a second one')).toHaveLength(1);
    expect(stored.indexOf('Written on the train')).toBeLessThan(stored.indexOf('And a second one'));
    sends.stop();
  });

  it('opened offline: the history waits, and what is written shows at once, waiting, then goes once back', async () => {
    await signIn('regular');
    goOffline();
    await renderScreen(<ChatScreen />, { route: paths.chat.to({ receiverId: hiking.partnerId, chatId: hiking.chatId }), path: paths.chat.pattern });
    expect(await screen.findByText('You are offline: this will load once you are back online.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Type a message'), 'Before the history{Enter}');
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Before the history')).toBeInTheDocument();
    expect(within(log).getByText('Waiting to send…')).toBeInTheDocument();

    goOnline();
    expect(await screen.findByText('Do you like hiking?')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Waiting to send…')).not.toBeInTheDocument());
    expect(within(screen.getByRole('log')).getAllByText('Before the history')).toHaveLength(1);
    expect(storedTexts().filter((text) => text === 'Before the history')).toHaveLength(1);
  });
});
