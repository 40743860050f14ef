/**
 * The soak's memory check (decision 016): what a leak would show, not the data the server keeps. An in-memory store
 * holds every message, so its heap grows with them; a leak is what grows beyond that. Between two readings of the
 * heap in use after a full collection, the growth may not exceed the tolerance on the first reading plus what the
 * messages stored in between take.
 */

/**
 * What one stored message costs the server's heap after a full collection, its index entries included: @msw/data's
 * record (about 930 B) and our indexes (about 290 B). Measured by `npm run soak -- --grow` as the heap after a
 * collection over the messages stored (decision 016 gives the runs), rounded up with room for the variation between
 * runs: a per-request leak of even a few dozen bytes still exceeds it over a 10-minute soak's requests.
 */
export const PER_MESSAGE_BYTES = 1_500;

/**
 * @param {{ heapAfterGc: number, stored: number }} first the earlier reading: bytes in use after a full collection,
 *   and the messages stored so far
 * @param {{ heapAfterGc: number, stored: number }} last the later reading
 * @param {number} tolerance the share of the first reading that may grow besides the messages (0.1 for 10 %)
 * @returns {{ ok: boolean, growth: number, allowed: number }} the growth and the growth allowed, in bytes
 */
export function judgeHeapGrowth(first, last, tolerance) {
  const growth = last.heapAfterGc - first.heapAfterGc;
  const messagesStored = Math.max(0, last.stored - first.stored);
  const allowed = first.heapAfterGc * tolerance + messagesStored * PER_MESSAGE_BYTES;
  return { ok: growth <= allowed, growth, allowed };
}
