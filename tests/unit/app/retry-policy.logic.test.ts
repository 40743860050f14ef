import { describe, expect, it } from 'vitest';
import { shouldRetryRead } from '@/app/retry-policy';
import { ApiError } from '@/shared/api/errors';

const lost = new ApiError('network', 'webprofile', 'The server could not be reached');
const lostOffline = new ApiError('network', 'webprofile', 'You are offline', { offline: true });

describe('a read that failed tries again', () => {
  it('once, online, when the network failed', () => {
    expect(shouldRetryRead(0, lost, true)).toBe(true);
    expect(shouldRetryRead(1, lost, true)).toBe(false);
  });

  it('while the browser is offline, however many times it failed: each try waits for the network, no error shows meanwhile', () => {
    expect(shouldRetryRead(0, lost, false)).toBe(true);
    expect(shouldRetryRead(5, lost, false)).toBe(true);
  });

  it('once more when it failed offline and the browser is back by the retry', () => {
    expect(shouldRetryRead(3, lostOffline, true)).toBe(true);
  });

  it('never for a refusal, a timeout, a server error or a broken answer, online or not', () => {
    for (const kind of ['refused', 'timeout', 'server', 'contract', 'unanswered'] as const) {
      const error = new ApiError(kind, 'webprofile', 'no');
      expect(shouldRetryRead(0, error, true)).toBe(false);
      expect(shouldRetryRead(0, error, false)).toBe(false);
    }
    expect(shouldRetryRead(0, new Error('not a call'), false)).toBe(false);
  });
});
