import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { FLAPPING_DOWN_MS, FLAPPING_UP_MS, networkConditions } from '@mocks/controls/network-conditions';
import { setNetwork } from '../../support/network';
import { chatClientOf } from './chat-lifecycle';

/**
 * 'flapping' (mocks/controls/network-conditions.ts): up FLAPPING_UP_MS from the moment it is chosen, down
 * FLAPPING_DOWN_MS, and so on, on the fake clock: each down is offline (calls fail, the socket drops, the page
 * told), each up is online.
 */

const checklicense = () => fetch('/api/checklicense', { method: 'POST', body: new URLSearchParams({ hostname: 'localhost' }) });
const outcome = (call: Promise<Response>) => call.then((response) => `answered ${response.status}`, (error: unknown) => (error instanceof TypeError ? 'TypeError' : 'other'));

describe('flapping', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stopFakeChatServer();
    network.clear();
  });

  it('goes down and up on its fixed schedule, and the page hears each change as a browser tells it', async () => {
    const events: string[] = [];
    const hear = (event: Event) => void events.push(`${event.type} at ${Date.now() - startedAt}`);
    window.addEventListener('offline', hear);
    window.addEventListener('online', hear);
    const startedAt = Date.now();
    try {
      setNetwork('flapping');
      expect(await outcome(checklicense())).toBe('answered 200');
      await vi.advanceTimersByTimeAsync(FLAPPING_UP_MS);
      expect(networkConditions.isUp()).toBe(false);
      expect(navigator.onLine).toBe(false);
      expect(await outcome(checklicense())).toBe('TypeError');
      await vi.advanceTimersByTimeAsync(FLAPPING_DOWN_MS);
      expect(navigator.onLine).toBe(true);
      expect(await outcome(checklicense())).toBe('answered 200');
      await vi.advanceTimersByTimeAsync(FLAPPING_UP_MS + FLAPPING_DOWN_MS);

      const cycle = FLAPPING_UP_MS + FLAPPING_DOWN_MS;
      expect(events).toEqual([`offline at ${FLAPPING_UP_MS}`, `online at ${cycle}`, `offline at ${cycle + FLAPPING_UP_MS}`, `online at ${2 * cycle}`]);
      expect(networkConditions.current()).toBe('flapping');
    } finally {
      window.removeEventListener('offline', hear);
      window.removeEventListener('online', hear);
    }
  });

  it('stops flapping when another condition is chosen', async () => {
    setNetwork('flapping');
    setNetwork('online');
    await vi.advanceTimersByTimeAsync(3 * (FLAPPING_UP_MS + FLAPPING_DOWN_MS));
    expect(networkConditions.isUp()).toBe(true);
    expect(navigator.onLine).toBe(true);
  });

  it('drops the chat socket at each down, and it connects again at each up', async () => {
    const { socket, heard } = await chatClientOf('1');
    setNetwork('flapping');
    await vi.advanceTimersByTimeAsync(50);
    expect(heard).toEqual(['connect']);
    await vi.advanceTimersByTimeAsync(FLAPPING_UP_MS + FLAPPING_DOWN_MS);
    expect(heard.filter((event) => event.startsWith('disconnect'))).toEqual(['disconnect:transport close']);
    // Tried again a second after the drop and a second after that, both within the 3 s down; the third try finds it up.
    expect(heard.filter((event) => event.startsWith('connect_error'))).toEqual(['connect_error:websocket error', 'connect_error:websocket error']);
    expect(heard.at(-1)).toBe('connect');
    socket.disconnect();
  });
});
