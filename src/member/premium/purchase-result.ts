import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '@/shared/session/storage-keys';
import type { Offer } from '../plans/offer';

/**
 * What the last payment left for the screen the member lands on (/app/Profile):
 * on success the one-time flag (premium_popup, boost_premium_popup,
 * superlike_premium_popup, in local storage, so it survives a reload until
 * shown); on failure the server's message, for this page only.
 */
export type PurchaseResult = { outcome: 'bought'; offer: Offer } | { outcome: 'failed'; offer: Offer; message: string };

const flags: Record<Offer, string> = {
  premium: storageKeys.premiumPopup,
  boost: storageKeys.boostPopup,
  superLike: storageKeys.superLikePopup,
};
const offers = Object.keys(flags) as Offer[];

const listeners = new Set<() => void>();
/** A failure, or a success already on show (its flag gone), kept for this page only. */
let current: PurchaseResult | null = null;
let snapshot: PurchaseResult | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(): PurchaseResult | null {
  if (current) return current;
  const offer = offers.find((candidate) => storage()?.getItem(flags[candidate]) === 'true');
  return offer ? { outcome: 'bought', offer } : null;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Called by the payment screen after the pay call, before it goes to /app/Profile. */
export function storePurchaseResult(result: PurchaseResult): void {
  if (result.outcome === 'bought') {
    current = null;
    storage()?.setItem(flags[result.offer], 'true');
  } else {
    current = result;
  }
  changed();
}

/** The result waiting to be shown, if any (the same object while it does not change, as React's store reader needs). */
export function peekPurchaseResult(): PurchaseResult | null {
  const now = read();
  if (JSON.stringify(now) !== JSON.stringify(snapshot)) snapshot = now;
  return snapshot;
}

/** On show: the one-time flags go (a reload will not show it again); the result stays until dismissed. */
export function markPurchaseResultShown(): void {
  const result = peekPurchaseResult();
  if (!result) return;
  current = result;
  for (const offer of offers) storage()?.removeItem(flags[offer]);
}

/** Done with it (the popup closed, the banner's time is up). */
export function clearPurchaseResult(): void {
  current = null;
  for (const offer of offers) storage()?.removeItem(flags[offer]);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one-shot purchase result: `result` until `dismiss()` is called. The premium
 * gate shows it (the benefits popup, or the 'Boost Purchased Successfully' /
 * 'Superlike Purchased Successfully' banner); another screen may read it too.
 */
export function usePurchaseResult(): { result: PurchaseResult | null; dismiss: () => void } {
  const result = useSyncExternalStore(subscribe, peekPurchaseResult, () => null);
  const dismiss = useCallback(() => clearPurchaseResult(), []);
  return { result, dismiss };
}
