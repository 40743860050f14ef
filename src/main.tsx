// First: zod must run jitless before any schema is built (the Content-Security-Policy refuses eval).
import '@/shared/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from '@/app/app';
import { checkLicense } from '@/app/check-license';
import { firstScreenLoaded } from '@/app/routes/lazy-screen';
import { preloadRoute } from '@/app/routes/preload-route';
import { routeTable } from '@/app/router';
import { holdCallsUntil } from '@/shared/api/api';
import { env } from '@/shared/config/env';
import { initI18n } from '@/shared/i18n/i18n';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { provideNow } from '@/shared/lib/now';
import { providePorts, type Ports } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import '@/shared/ui/theme.css';

const basename = env.basePath.replace(/\/$/, '');
const inSignedInArea = matchPath({ path: `${paths.app}/*` }, window.location.pathname.slice(basename.length) || '/') !== null;

/**
 * The composition root. It alone reads the mock switch: with
 * VITE_API_MOCKING=disabled the bundler drops the mock branch, and with it
 * every byte of the fake backend, its fixtures and the worker.
 */

async function chooseAdapters(): Promise<Ports> {
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    // A public page paints first: the fake backend never competes with its first route for the network or
    // the main thread. A signed-in page can show nothing before the fake backend answers: it starts at once.
    if (!inSignedInArea) {
      await firstScreenLoaded;
      await new Promise<void>((resolve) => afterNextPaint(resolve));
    }
    const mocks = await import('@mocks/browser');
    await mocks.startBrowserMocks();
    // The screens' "now" is the fake backend's clock, which the controls move forward.
    provideNow(mocks.clock.now);
    return mocks.fakePorts;
  }
  return (await import('@/shared/ports/real')).realPorts;
}

// The adapters load after the first paint, not before it; calls and ports wait for them.
const adapters = chooseAdapters();
holdCallsUntil(adapters);
providePorts(adapters);
// Sent as the app starts, held like every call until the adapters are in.
checkLicense();

// The texts start loading now and the first render does not wait for them: the route's chunk and its own
// texts are requested at once beside the language's common texts (useTranslation suspends until they are in).
void initI18n();
// The address's screens (the shell and its screen, with their texts) start loading now, side by side.
preloadRoute(routeTable, window.location.pathname, basename);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
