import { describe, expect, it } from 'vitest';
import { markPurchaseResultShown, peekPurchaseResult, storePurchaseResult } from '@/member/premium/purchase-result';

/**
 * The DOM tests of a worker share one module graph (vitest.config.ts): what a test leaves in a module's memory,
 * the next test meets unless tests/unit/setup.ts puts it back. In order: the first leaves, the second looks.
 */
describe('what a test leaves in memory, the next does not meet', () => {
  it('leaves a purchase banner on show', () => {
    storePurchaseResult({ outcome: 'bought', offer: 'boost' });
    markPurchaseResultShown();
    expect(peekPurchaseResult()).toEqual({ outcome: 'bought', offer: 'boost' });
  });

  it('starts with no purchase result', () => {
    expect(peekPurchaseResult()).toBeNull();
  });
});
