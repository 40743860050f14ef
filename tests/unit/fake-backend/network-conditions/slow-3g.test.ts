import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { network } from '@mocks/controls/network';
import { SLOW_3G, transferMs } from '@mocks/controls/slow-link';
import { setNetwork } from '../../support/network';

/**
 * 'slow-3g' (mocks/controls/slow-link.ts): each call waits DevTools' Slow 3G round trip, then its request's body
 * over the upload rate, then its answer's body over the download rate, all on the fake clock.
 */

/** A call whose request carries `bytes` of body, and whose answer is a small refusal of the same size each time. */
const checklicense = (bytes: number) => fetch('/api/checklicense', { method: 'POST', body: new URLSearchParams({ hostname: 'h'.repeat(bytes) }) });
const requestBytes = (bytes: number) => new URLSearchParams({ hostname: 'h'.repeat(bytes) }).toString().length;

/** When the call settles on the fake clock, in ms after it was sent: advances `step` at a time until it has. */
async function settlesAfter(call: Promise<Response>, step: number): Promise<{ ms: number; response: Response }> {
  const sentAt = Date.now();
  let response: Response | undefined;
  void call.then((answered) => (response = answered));
  while (!response) await vi.advanceTimersByTimeAsync(step);
  return { ms: Date.now() - sentAt, response };
}

describe('slow-3g', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    network.clear();
  });

  it('holds a call for the round trip and both bodies over the link, and not a step less', async () => {
    const answerBytes = (await (await checklicense(10)).arrayBuffer()).byteLength;
    const expected = SLOW_3G.latencyMs + transferMs(requestBytes(10), SLOW_3G.uploadBytesPerSecond) + transferMs(answerBytes, SLOW_3G.downloadBytesPerSecond);
    setNetwork('slow-3g');

    const sentAt = Date.now();
    const call = checklicense(10);
    let settled = false;
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(expected - 1);
    expect(settled).toBe(false);
    const { response } = await settlesAfter(call, 1);
    expect(response.status).toBe(200);
    expect(Date.now() - sentAt).toBe(expected);
  });

  it('takes a large upload its time: 1 MB more of body is 20 s more on the link', async () => {
    setNetwork('slow-3g');
    const small = await settlesAfter(checklicense(10), 100);
    const large = await settlesAfter(checklicense(1_000_000), 100);
    // 1,000,000 bytes at 50,000 bytes a second; the answers are the same size.
    expect(large.ms - small.ms).toBeGreaterThanOrEqual(transferMs(1_000_000, SLOW_3G.uploadBytesPerSecond) - 100);
    expect(large.ms - small.ms).toBeLessThanOrEqual(transferMs(1_000_000, SLOW_3G.uploadBytesPerSecond) + 100);
    expect(small.ms).toBeGreaterThanOrEqual(SLOW_3G.latencyMs);
  });

  it('answers at once again back online', async () => {
    setNetwork('slow-3g');
    setNetwork('online');
    const { ms } = await settlesAfter(checklicense(10), 1);
    expect(ms).toBeLessThanOrEqual(1);
  });
});
