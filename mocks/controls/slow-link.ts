/**
 * The 'slow-3g' condition's link: Chrome DevTools' "Slow 3G" preset (now named "3G" in its menu), the figure
 * front-end developers know: 2,000 ms round trip, 400 kbit/s down and up (500 kbit/s × 0.8, as DevTools
 * computes it), so 50,000 bytes a second. A 2 MB photo takes 40 s to upload on it, as it would on a train.
 */
export const SLOW_3G = {
  latencyMs: 2_000,
  downloadBytesPerSecond: 50_000,
  uploadBytesPerSecond: 50_000,
} as const;

/** How long `bytes` take over a link of `bytesPerSecond`, in whole milliseconds (rounded up: a byte is never free). */
export function transferMs(bytes: number, bytesPerSecond: number): number {
  return Math.ceil((bytes * 1000) / bytesPerSecond);
}
