import { describe, expect, it } from 'vitest';
import { judgeHeapGrowth, PER_MESSAGE_BYTES } from '../../../scripts/soak-heap-check.mjs';

const MB = 1024 * 1024;

describe("the soak's heap check (decision 016)", () => {
  it('passes a heap that grew by what the messages stored take', () => {
    const verdict = judgeHeapGrowth({ heapAfterGc: 80 * MB, stored: 5_000 }, { heapAfterGc: 80 * MB + 40_000 * 1_200, stored: 45_000 }, 0.1);
    expect(verdict.ok).toBe(true);
  });

  it('passes a heap that grew by 10 % with no message stored, and one that shrank', () => {
    expect(judgeHeapGrowth({ heapAfterGc: 80 * MB, stored: 100 }, { heapAfterGc: 88 * MB, stored: 100 }, 0.1).ok).toBe(true);
    expect(judgeHeapGrowth({ heapAfterGc: 80 * MB, stored: 100 }, { heapAfterGc: 70 * MB, stored: 900 }, 0.1).ok).toBe(true);
  });

  it('fails a heap that grew beyond 10 % plus the messages stored: a leak', () => {
    const messages = 10_000;
    const verdict = judgeHeapGrowth({ heapAfterGc: 80 * MB, stored: 0 }, { heapAfterGc: 88 * MB + messages * PER_MESSAGE_BYTES + 1, stored: messages }, 0.1);
    expect(verdict).toEqual({ ok: false, growth: 8 * MB + messages * PER_MESSAGE_BYTES + 1, allowed: 8 * MB + messages * PER_MESSAGE_BYTES });
  });

  it('fails a heap that grew with no message stored beyond 10 %', () => {
    expect(judgeHeapGrowth({ heapAfterGc: 80 * MB, stored: 100 }, { heapAfterGc: 89 * MB, stored: 100 }, 0.1).ok).toBe(false);
  });
});
