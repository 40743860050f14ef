import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { SERVER_ERROR_BODY, SLOW_FAULT_MS } from '@mocks/controls/faults';
import { network } from '@mocks/controls/network';
import { requestLog } from '@mocks/controls/request-log';
import { chatClientOf } from './chat-lifecycle';

/**
 * The chat socket's handshake under each fault of the one vocabulary (`network.injectChatFault('connect', fault)`),
 * as socket.io-client meets it from a real server (mocks/chat-server/handshake-faults.ts).
 */

/** mock-socket opens, carries frames and closes 4 ms apart each: a handshake is answered well within this. */
const ANSWERED_MS = 50;
/** socket.io-client's second between attempts, and that answer. */
const NEXT_ATTEMPT_MS = 1_000 + ANSWERED_MS;

beforeEach(() => {
  vi.useFakeTimers();
});

// The setup clears the network and the log after each test; the chat server it stops only after the file.
afterEach(() => stopFakeChatServer());

describe('the handshake under a fault', () => {
  it("network-failure: a transport error on every attempt, each tried again; connected once the fault is gone", async () => {
    network.injectChatFault('connect', 'network-failure');
    const { socket, heard } = await chatClientOf('1');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    expect(heard).toEqual(['connect_error:websocket error']);
    await vi.advanceTimersByTimeAsync(NEXT_ATTEMPT_MS);
    expect(heard).toEqual(['connect_error:websocket error', 'connect_error:websocket error']);

    network.injectChatFault('connect', null);
    await vi.advanceTimersByTimeAsync(NEXT_ATTEMPT_MS);
    expect(heard.at(-1)).toBe('connect');
    expect(requestLog.entries().filter((entry) => entry.outcome === 'injected network-failure')).toHaveLength(2);
    socket.disconnect();
  });

  it('server-error: refused with the server\'s error, and not tried again (socket.io does not retry a refusal)', async () => {
    network.injectChatFault('connect', 'server-error');
    const { heard } = await chatClientOf('1');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    network.injectChatFault('connect', null);
    await vi.advanceTimersByTimeAsync(5 * NEXT_ATTEMPT_MS);
    expect(heard).toEqual([`connect_error:${SERVER_ERROR_BODY.error}`]);
  });

  it('malformed-response: an answer that does not parse closes the connection (parse error), and the next attempt connects', async () => {
    network.injectChatFault('connect', 'malformed-response');
    const { socket, heard } = await chatClientOf('1');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    expect(heard).toEqual(['connect_error:parse error']);

    network.injectChatFault('connect', null);
    await vi.advanceTimersByTimeAsync(NEXT_ATTEMPT_MS);
    expect(heard).toEqual(['connect_error:parse error', 'connect']);
    socket.disconnect();
  });

  it('slow: answered only after SLOW_FAULT_MS, then connected', async () => {
    network.injectChatFault('connect', 'slow');
    const { socket, heard } = await chatClientOf('1');
    await vi.advanceTimersByTimeAsync(SLOW_FAULT_MS - 100);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(heard).toEqual(['connect']);
    socket.disconnect();
  });

  it('no-answer: never answered: neither connected nor an error, however long it waits', async () => {
    network.injectChatFault('connect', 'no-answer');
    const { socket, heard } = await chatClientOf('1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heard).toEqual([]);
    expect(requestLog.entries().map((entry) => entry.outcome)).toContain('injected no-answer');
    socket.disconnect();
  });
});
