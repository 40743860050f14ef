import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptMessage } from '@/shared/lib/message-cipher';
import { providePorts } from '@/shared/ports/ports';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { faults, SLOW_FAULT_MS, type Fault } from '@mocks/controls/faults';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { db } from '@mocks/db/database';
import { fakePorts } from '@mocks/fakes';
import { seededChat } from '@mocks/seed/demo-chat-names';
import { changedSince, databaseNow } from '../support/database-changes';
import { moveClock, useMovableClock, userOnMovableClock } from '../support/movable-clock';
import { STATE_WAIT } from '../support/waits';
import { judgeScreen } from './defined-state';
import { screens } from './fault-cases';
import { renderSignedIn } from './fault-matrix';

/**
 * The chat socket's handshake under each fault of the one vocabulary (network.injectChatFault('connect', fault),
 * mocks/chat-server/handshake-faults.ts). The product names no state for it (docs/product/flows.md#chat: the
 * channel and websendmessage both carry a message), so the state is the chat's own: the conversation loaded and
 * readable, no spinner, nothing crashed; the failed handshakes change nothing on the server; and a message the
 * member sends meanwhile still goes, once (through websendmessage, or on the channel once a slow handshake is in).
 */
const chat = screens.find((entry) => entry.name === 'Chat');
const { chatId } = seededChat('hiking');

/** Long enough for the handshake to be tried, and tried again after a transport error (socket.io waits about 1 s). */
const RETRIES_TRIED_MS = 3000;

const handshakeMet = () => requestLog.entries().some((entry) => entry.kind === 'chat' && entry.name === 'connect' && entry.outcome.startsWith('injected'));
const storedCopies = (text: string) => db.messages.findMany((q) => q.where({ chat_id: chatId })).filter((message) => decryptMessage(message.message) === text).length;

const tally = { tried: 0, held: 0 };

describe('the chat socket handshake under faults', () => {
  beforeAll(() => Object.assign(tally, { tried: 0, held: 0 }));
  afterAll(() => console.log(`Handshake faults: ${tally.tried} cases tried, ${tally.held} held`));
  beforeEach(() => providePorts(fakePorts));
  afterEach(() => stopFakeChatServer());

  for (const fault of faults satisfies readonly Fault[]) {
    it(`${fault}: the chat stays readable, the server unchanged, and a message sent goes once`, async () => {
      if (!chat) throw new Error('no Chat screen in fault-cases.ts');
      tally.tried += 1;
      network.injectChatFault('connect', fault);
      useMovableClock();
      const { idle, crashes } = await renderSignedIn(chat);
      await screen.findByText(chat.ready, {}, STATE_WAIT);
      await waitFor(() => expect(handshakeMet()).toBe(true));
      await waitFor(() => expect(idle()).toBe(true));

      // The handshakes meet the fault again and again (a transport error is tried again): the server keeps nothing of them.
      const before = databaseNow();
      await moveClock(fault === 'slow' ? SLOW_FAULT_MS : RETRIES_TRIED_MS);
      await waitFor(() => expect(idle()).toBe(true));
      expect(changedSince(before), 'what the failed handshakes changed').toEqual([]);
      const judgement = judgeScreen(document.body, { named: chat.ready, label: 'the conversation' });
      expect(judgement, judgement.reason).toMatchObject({ held: true });

      const text = `Still there? (${fault})`;
      await userOnMovableClock().type(screen.getByLabelText('Type a message'), `${text}{Enter}`);
      expect(await screen.findByText(text, {}, STATE_WAIT)).toBeInTheDocument();
      await waitFor(() => {
        expect(screen.queryByText('Waiting to send…')).not.toBeInTheDocument();
        expect(idle()).toBe(true);
      });
      expect(storedCopies(text), 'copies of the message stored').toBe(1);
      expect(crashes).toEqual([]);
      tally.held += 1;
    });
  }
});
