import { setupWorker } from 'msw/browser';
export { fakePorts } from './fakes';
import { handlers } from './handlers';
import { seedDatabase } from './seed/seed-database';

/** Starts the fake backend in the page: the database, then the worker at /web/. */
export async function startBrowserMocks(): Promise<void> {
  await seedDatabase(seedFromUrl());
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js`, options: { scope: import.meta.env.BASE_URL } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** `?seed=N` picks another deterministic data set. */
function seedFromUrl(): number | undefined {
  const value = new URLSearchParams(window.location.search).get('seed');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}
