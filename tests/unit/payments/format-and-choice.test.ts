import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '@/member/plans/format-price';
import { clearOfferChoice, readOfferChoice, storeOfferChoice } from '@/member/plans/offer-choice';
import { clearPurchaseResult, markPurchaseResultShown, peekPurchaseResult, storePurchaseResult } from '@/member/premium/purchase-result';

describe('formatPrice', () => {
  it('writes the server currency the way the page language writes money', () => {
    expect(formatPrice('24.99', 'EUR', 'en')).toBe('€24.99');
    expect(formatPrice('24.99', 'EUR', 'fr').replace(/\s/g, ' ')).toBe('24,99 €');
    expect(formatPrice('9.99', 'usd', 'en')).toBe('$9.99');
    expect(formatPrice('24.99', 'EUR', 'ar')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(24.99));
  });

  it('keeps an unknown currency beside the number rather than failing', () => {
    expect(formatPrice('5', 'Coins', 'en')).toBe('5.00 Coins');
    expect(formatPrice('5', '', 'en')).toBe('5.00');
    expect(formatPrice('n/a', 'EUR', 'en')).toBe('n/a EUR');
  });
});

describe('the chosen plan in local storage', () => {
  it("keeps each offer under the product's keys and clears it after paying, keeping the currency", () => {
    storeOfferChoice('premium', { id: '2', price: '24.99', currency: 'EUR' });
    storeOfferChoice('superLike', { id: '1', price: '4.99', currency: 'EUR' });
    expect(localStorage.getItem('selected_premium')).toBe('2');
    expect(localStorage.getItem('premium_price')).toBe('24.99');
    expect(localStorage.getItem('selected_superlikepremium')).toBe('1');
    expect(localStorage.getItem('superlikepremium_price')).toBe('4.99');
    expect(readOfferChoice('premium')).toEqual({ id: '2', price: '24.99', currency: 'EUR' });
    expect(readOfferChoice('boost')).toBeNull();
    clearOfferChoice('premium');
    expect(readOfferChoice('premium')).toBeNull();
    expect(readOfferChoice('superLike')).not.toBeNull();
    expect(localStorage.getItem('currency')).toBe('EUR');
  });
});

describe('the one-shot purchase result', () => {
  afterEach(() => clearPurchaseResult());

  it('keeps a success as the one-time flag until shown', () => {
    storePurchaseResult({ outcome: 'bought', offer: 'boost' });
    expect(localStorage.getItem('boost_premium_popup')).toBe('true');
    expect(peekPurchaseResult()).toEqual({ outcome: 'bought', offer: 'boost' });
    markPurchaseResultShown();
    expect(localStorage.getItem('boost_premium_popup')).toBeNull();
    expect(peekPurchaseResult()).toEqual({ outcome: 'bought', offer: 'boost' });
    clearPurchaseResult();
    expect(peekPurchaseResult()).toBeNull();
  });

  it('keeps a failure in memory only, with the server message', () => {
    storePurchaseResult({ outcome: 'failed', offer: 'superLike', message: 'Processor Declined' });
    expect(peekPurchaseResult()).toEqual({ outcome: 'failed', offer: 'superLike', message: 'Processor Declined' });
    expect(localStorage.getItem('superlike_premium_popup')).toBeNull();
  });
});
