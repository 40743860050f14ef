/** How long every call waits before its answer, as the controls set it (docs/product/fake-backend-and-demo.md#controls). */
export type Latency = 'none' | 'realistic' | 'slow';

/** 'slow': a call stays on its way long enough for a second press to land, even on a loaded machine. */
export const SLOW_LATENCY_MS = 2_500;

export const latencyMs: Record<Latency, () => number> = {
  none: () => 0,
  // Most answers in 150–450 ms, like a decent mobile connection.
  realistic: () => 150 + Math.round(Math.random() * 300),
  slow: () => SLOW_LATENCY_MS,
};
