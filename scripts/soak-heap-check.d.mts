/** Types of soak-heap-check.mjs, for its test. */
export const PER_MESSAGE_BYTES: number;
export interface HeapReading {
  heapAfterGc: number;
  stored: number;
}
export function judgeHeapGrowth(first: HeapReading, last: HeapReading, tolerance: number): { ok: boolean; growth: number; allowed: number };
