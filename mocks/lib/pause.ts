/** Awaited between the steps of a long job; resolves at once or after the page had its turn. */
export type Pause = () => Promise<void>;

export const noPause: Pause = async () => undefined;

interface YieldingScheduler {
  yield: () => Promise<void>;
}

function yieldingScheduler(): YieldingScheduler | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? (scheduler as YieldingScheduler) : undefined;
}

/** Hands the main thread to the page once (a tap, a paint), where the browser has `scheduler.yield`. */
export async function yieldToPage(): Promise<void> {
  await yieldingScheduler()?.yield();
}

/**
 * Seeding or restoring the fake backend at the demo's start is one long job; with this pause between
 * its steps it hands the main thread back to the page (a tap, a paint) every `sliceMs`, so the start
 * makes no long task. Only where the browser has `scheduler.yield` (its continuation keeps its place
 * ahead of other tasks); elsewhere (Node, older browsers) the job runs in one go, as before.
 */
export function pauseEvery(sliceMs = 8): Pause {
  const yielding = yieldingScheduler();
  if (!yielding) return noPause;
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yielding.yield();
    sliceStart = performance.now();
  };
}
