/** Web Locks as the browser grants one lock: each request runs once the one before it has ended. */
export function locksInTurn(): Pick<LockManager, 'request'> {
  let last: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, work: () => Promise<unknown>) => {
      const run = last.then(work);
      last = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
  };
}
