import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSocket } from '@/shared/ports/chat-socket';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { chatOfPair } from '@mocks/domain/chat-pairs';
import { testControls } from '../../support/controls';
import { chatClientOf } from './chat-lifecycle';

/**
 * Socket faults through the controls (`window.__amora.dropSocket()` and its neighbours, mocks/chat-server/socket-faults.ts):
 * drop every connection now, refuse the next handshake, delay or reorder deliveries. The regular member (1) and
 * their seeded match 170 type to each other.
 */
const { controls } = testControls();
const ME = '1';
const PARTNER = '170';

/** mock-socket opens, carries frames and closes 4 ms apart each: a handshake is answered well within this. */
const ANSWERED_MS = 50;
const NEXT_ATTEMPT_MS = 1_000 + ANSWERED_MS;

async function joined(memberId: string): Promise<{ socket: ChatSocket; heard: string[] }> {
  const client = await chatClientOf(memberId);
  client.socket.emit('join', { join_id: memberId });
  return client;
}

/** Typing signals, in the order the socket hears them: 'type' and 'untype'. */
function typingHeardBy(socket: ChatSocket): string[] {
  const heard: string[] = [];
  socket.on('receivetyping', () => heard.push('type'));
  socket.on('receiveuntyping', () => heard.push('untype'));
  return heard;
}

/** Both members joined, their handshakes answered, and what the partner hears of the member's typing. */
async function bothJoined(): Promise<{ me: { socket: ChatSocket }; partnerHeard: string[] }> {
  const me = await joined(ME);
  const partner = await joined(PARTNER);
  const partnerHeard = typingHeardBy(partner.socket);
  await vi.advanceTimersByTimeAsync(ANSWERED_MS);
  return { me, partnerHeard };
}

function typeToPartner(me: ChatSocket, message: 'type' | 'untype'): void {
  const chat = chatOfPair(ME, PARTNER);
  if (!chat) throw new Error('the seed has no chat of 1 and 170');
  me.emit('typing', { chatid: chat.chat_id, sender_id: ME, receiver_id: PARTNER, message });
}

beforeEach(() => {
  vi.useFakeTimers();
});

// The setup clears the network after each test; the chat server it stops only after the file.
afterEach(() => stopFakeChatServer());

describe('socket faults', () => {
  it('drop now: the connection closes under the member, who connects again a second later', async () => {
    const { heard } = await joined(ME);
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    controls.dropSocket();
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    expect(heard).toEqual(['connect', 'disconnect:transport close']);
    await vi.advanceTimersByTimeAsync(NEXT_ATTEMPT_MS);
    expect(heard).toEqual(['connect', 'disconnect:transport close', 'connect']);
  });

  it('refuse the next handshake: one transport error, and the attempt after it connects', async () => {
    await controls.refuseNextHandshake();
    const { heard } = await joined(ME);
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    expect(heard).toEqual(['connect_error:websocket error']);
    await vi.advanceTimersByTimeAsync(NEXT_ATTEMPT_MS);
    expect(heard).toEqual(['connect_error:websocket error', 'connect']);
  });

  it('delay deliveries: each arrives that much later, in its order', async () => {
    const { me, partnerHeard } = await bothJoined();
    await controls.delayDeliveries(2_000);

    typeToPartner(me.socket, 'type');
    typeToPartner(me.socket, 'untype');
    await vi.advanceTimersByTimeAsync(1_900);
    expect(partnerHeard).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(partnerHeard).toEqual(['type', 'untype']);
  });

  it('reorder deliveries: the next two go out swapped, and the ones after in order', async () => {
    const { me, partnerHeard } = await bothJoined();
    await controls.reorderDeliveries(2);

    typeToPartner(me.socket, 'type');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    // Held until the second is in.
    expect(partnerHeard).toEqual([]);
    typeToPartner(me.socket, 'untype');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    typeToPartner(me.socket, 'type');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    expect(partnerHeard).toEqual(['untype', 'type', 'type']);
  });

  it('faults add up: a delay and another order together', async () => {
    const { me, partnerHeard } = await bothJoined();
    await controls.delayDeliveries(1_000);
    await controls.reorderDeliveries(2);
    typeToPartner(me.socket, 'type');
    typeToPartner(me.socket, 'untype');
    await vi.advanceTimersByTimeAsync(900);
    expect(partnerHeard).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(partnerHeard).toEqual(['untype', 'type']);
  });

  it('cleared with the other faults: what is held goes out in its order', async () => {
    const { me, partnerHeard } = await bothJoined();
    await controls.reorderDeliveries(3);
    typeToPartner(me.socket, 'type');
    typeToPartner(me.socket, 'untype');
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    network.clear();
    await vi.advanceTimersByTimeAsync(ANSWERED_MS);
    expect(partnerHeard).toEqual(['type', 'untype']);
  });
});
