/**
 * Runs `work` once the browser has painted the current frame: a swipe's input task then holds only
 * what the member sees change (the card leaving, the next on top), and the call behind it (building
 * the request, and in the demo the fake backend answering it on this same thread) runs in a later
 * task. Falls back on a timer where no frame comes (a hidden tab, a test environment).
 */
export function afterNextPaint(work: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
