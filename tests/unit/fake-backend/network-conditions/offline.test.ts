import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopFakeChatServer } from '@mocks/chat-server/mock-socket-server';
import { network } from '@mocks/controls/network';
import { networkConditions } from '@mocks/controls/network-conditions';
import { requestLog } from '@mocks/controls/request-log';
import { setNetwork } from '../../support/network';
import { chatClientOf } from './chat-lifecycle';

/**
 * 'offline' (mocks/controls/network-conditions.ts): every call fails as the browser reports a dropped network, the
 * chat socket closes and every handshake meets a transport error until the network is back, and the page is told
 * as a browser tells it.
 */

const checklicense = () => fetch('/api/checklicense', { method: 'POST', body: new URLSearchParams({ hostname: 'localhost' }) });

describe('offline', () => {
  afterEach(() => {
    stopFakeChatServer();
    network.clear();
    requestLog.clear();
  });

  it('fails every call as a fetch TypeError, and answers again once back online', async () => {
    setNetwork('offline');
    expect(networkConditions.current()).toBe('offline');
    await expect(checklicense()).rejects.toBeInstanceOf(TypeError);
    expect(requestLog.entries().at(-1)).toMatchObject({ name: 'checklicense', outcome: 'network down' });

    setNetwork('online');
    expect((await checklicense()).status).toBe(200);
  });

  it('fails the calls of the contract even where the link is not in front (the condition set directly)', async () => {
    networkConditions.set('offline');
    await expect(checklicense()).rejects.toBeInstanceOf(TypeError);
  });

  it('tells the page as a browser does: navigator.onLine and the offline, then online, events', () => {
    const events: string[] = [];
    const hear = (event: Event) => void events.push(event.type);
    window.addEventListener('offline', hear);
    window.addEventListener('online', hear);
    try {
      setNetwork('offline');
      expect(navigator.onLine).toBe(false);
      // The same condition again is no change: no second event.
      setNetwork('offline');
      setNetwork('online');
      expect(navigator.onLine).toBe(true);
      expect(events).toEqual(['offline', 'online']);
    } finally {
      window.removeEventListener('offline', hear);
      window.removeEventListener('online', hear);
    }
  });

  describe('the chat socket', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('closes under the member, meets a transport error on every handshake while offline, and connects again once back', async () => {
      const { socket, heard } = await chatClientOf('1');
      await vi.advanceTimersByTimeAsync(10);
      expect(heard).toEqual(['connect']);

      setNetwork('offline');
      await vi.advanceTimersByTimeAsync(10);
      expect(heard).toEqual(['connect', 'disconnect:transport close']);
      // socket.io-client's second between attempts: two more attempts, each a transport error.
      await vi.advanceTimersByTimeAsync(2_050);
      expect(heard).toEqual(['connect', 'disconnect:transport close', 'connect_error:websocket error', 'connect_error:websocket error']);

      setNetwork('online');
      await vi.advanceTimersByTimeAsync(1_010);
      expect(heard.at(-1)).toBe('connect');
      expect(heard.filter((event) => event === 'connect')).toHaveLength(2);
      socket.disconnect();
    });
  });
});
