import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { holdCallsUntil } from '@/shared/api/api';
import { initI18n } from '@/shared/i18n/i18n';
import '@/shared/ui/theme.css';

/**
 * The composition root. It alone reads the mock switch: with
 * VITE_API_MOCKING=disabled the bundler drops this branch, and with it every
 * byte of the fake backend, its fixtures and the worker.
 */
async function startFakeBackend(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    const { startBrowserMocks } = await import('@mocks/browser');
    await startBrowserMocks();
  }
}

// The fake backend loads beside the first paint, not before it; calls wait for it.
holdCallsUntil(startFakeBackend());

await initI18n();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
