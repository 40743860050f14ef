/**
 * MSW checks the registered worker for a newer script each time it starts and leaves that check's
 * promise unhandled (mswjs/msw#2006), so its failure becomes an uncaught error of the page. The
 * failure changes nothing: the worker in place goes on serving. Seen in CI after a reload on a loaded
 * machine: the worker unregisters itself when its last page leaves, and when it does so late, the new
 * page has already found the registration, whose check then fails with "Not found". A host that
 * does not answer for the script fails it too.
 */
export function isFailedWorkerUpdateCheck(reason: unknown, scopeUrl: string): boolean {
  return reason instanceof Error && reason.message.startsWith(`Failed to update a ServiceWorker for scope ('${scopeUrl}')`);
}

/** Takes the failed check of the worker at `scopeUrl` off the page's uncaught errors, with a warning. */
export function quietFailedWorkerUpdateChecks(scopeUrl: string): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isFailedWorkerUpdateCheck(event.reason, scopeUrl)) return;
    event.preventDefault();
    console.warn('The fake backend goes on with the worker it has:', (event.reason as Error).message);
  });
}
