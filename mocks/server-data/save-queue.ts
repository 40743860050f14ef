/**
 * When the standalone server saves its state: every change is counted; `saved()` resolves once a save
 * that began after the changes counted so far has completed (a call's answer waits for it), and a change
 * nobody waits for (a chat message over the socket, a simulated partner's reply) is saved `delayMs` after.
 * One save runs at a time and covers every change made before it began, so a burst of calls shares a
 * few saves instead of queueing one each.
 *
 * `save` must read the state synchronously, before its first await: the changes it covers are those
 * counted when it was called.
 */
export interface SaveQueue {
  changed(): void;
  saved(): Promise<void>;
  /** No more saves on a timer (the server closes); `saved()` still saves what is left. */
  stop(): void;
}

export function createSaveQueue(save: () => Promise<void>, delayMs: number, onLateSaveFailed: (error: unknown) => void): SaveQueue {
  let changes = 0;
  let savedChanges = 0;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function startSave(): Promise<void> {
    const covered = changes;
    running = save()
      .then(() => {
        savedChanges = Math.max(savedChanges, covered);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function saved(): Promise<void> {
    const wanted = changes;
    while (savedChanges < wanted) {
      if (running) {
        // Another call's save: it may not cover this call's changes (it began before them), or it failed;
        // either way the loop looks again once it is over.
        await running.catch(() => undefined);
        continue;
      }
      await startSave();
    }
  }

  return {
    changed() {
      changes += 1;
      if (stopped) return;
      timer ??= setTimeout(() => {
        timer = undefined;
        saved().catch(onLateSaveFailed);
      }, delayMs);
    },
    saved,
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
