/**
 * Runs writes one after another. A collection's `create` awaits its schema
 * check, so two writes that each read "the next id" or "is it there yet?" and
 * then create would both read the same state; queued, the second sees the first.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}
