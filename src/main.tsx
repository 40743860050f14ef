// First: zod must run jitless before any schema is built (the Content-Security-Policy refuses eval).
import '@/shared/lib/zod-jitless';
import { matchPath } from 'react-router';
import { checkLicense } from '@/app/check-license';
import { mountApp } from '@/app/prerender/mount-app';
import '@/app/prerender/prerendered.css';
import { firstScreenLoaded } from '@/app/routes/lazy-screen';
import { holdCallsUntil } from '@/shared/api/api';
import { env } from '@/shared/config/env';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { provideNow } from '@/shared/lib/now';
import { providePorts, type Ports } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import '@/shared/ui/theme.css';
import { stateLinkOf, type StateLink } from '@mocks/controls/state-link';
import { pageClaimedOrReloaded } from '@mocks/lib/worker-control';

const basename = env.basePath.replace(/\/$/, '');
/** The address as opened, before a guard of the app moves it (the fake backend's state links read it). */
const openedAt = new URL(window.location.href);
const inSignedInArea = matchPath({ path: `${paths.app}/*` }, window.location.pathname.slice(basename.length) || '/') !== null;
/** A demo state link (`?persona=premium`, mock mode only): the app renders once it is open, signed in at its address. */
const stateLink: StateLink | null = import.meta.env.VITE_API_MOCKING === 'enabled' ? stateLinkOf(openedAt, import.meta.env.BASE_URL) : null;

/**
 * When a page's calls may go out. A public page paints first: the adapters (the fake backend) and the calls
 * (checklicense, and with it the contract and zod) never compete with its first route for the network or the main
 * thread. A signed-in page, or a state link, can show nothing before its calls are answered: they start at once.
 */
async function whenCallsMayGo(): Promise<void> {
  if (inSignedInArea || stateLink) return;
  await firstScreenLoaded;
  await new Promise<void>((resolve) => afterNextPaint(resolve));
}

/**
 * The composition root. It alone reads the mock switch: with
 * VITE_API_MOCKING=disabled the bundler drops the mock branch, and with it
 * every byte of the fake backend, its fixtures and the worker. The real adapters are no call's concern: they load
 * when a screen first asks for a port (a chat's socket, a payment, a place), not with every page; calls wait only
 * for the moment they may go (docs/decisions/024-early-calls.md).
 */
async function chooseAdapters(
  callsMayGo: Promise<void>,
): Promise<{ ports: Ports | (() => Promise<Ports>); openStateLink?: (link: StateLink) => Promise<void> }> {
  await callsMayGo;
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    const mocks = await importMockLayerInSteps();
    const controls = await mocks.startBrowserMocks();
    // The screens' "now" is the fake backend's clock, which the controls move forward.
    provideNow(mocks.clock.now);
    return { ports: mocks.fakePorts, openStateLink: controls.openStateLink };
  }
  return { ports: () => import('@/shared/ports/real').then(({ realPorts }) => realPorts) };
}

/**
 * The mock layer is big (msw with its cookie store and interceptors, @msw/data, the default seed's 380 KB snapshot,
 * the fake backend): evaluated as one module graph it was one long task beside a signed-in page's own chunks and
 * first render. Its heavy parts are each asked for as a dynamic import of their own, so each is evaluated in a task
 * of its own as soon as it is in; the fake backend's chunk, asked for at the same moment, comes a round trip after
 * its imports (Vite preloads them first), so it is evaluated last, alone, and the start waits no longer than before.
 * The build makes three files of it: the libraries, the seed's snapshot and the fake backend's own code
 * (scripts/vite/fake-backend-chunks.ts). docs/decisions/015-signed-in-start-up.md
 */
async function importMockLayerInSteps() {
  // A part that fails to load fails the mock chunk's import too, which is where the failure is handled.
  for (const part of [import('msw/browser'), import('@msw/data'), import('virtual:amora/seed-snapshot')]) part.catch(() => undefined);
  return import('@mocks/browser');
}

// The adapters load after the first paint, not before it; calls wait for them (in real mode, for that moment only).
const adapters = chooseAdapters(whenCallsMayGo());
holdCallsUntil(adapters);
// Asked for at the first getPorts(): in real mode, that is when the real ports' chunk loads.
providePorts(() => adapters.then(({ ports }) => (typeof ports === 'function' ? ports() : ports)));
// Sent as the app starts, held like every call until the adapters are in.
checkLicense();
// Its sign-in is a call: opened once the adapters are in, and the first render waits for it.
const stateLinkOpened = stateLink
  ? adapters
      .then(({ openStateLink }) => openStateLink?.(stateLink))
      .catch((error: unknown) => console.error('The state link could not be opened:', error))
  : undefined;

/**
 * Mock mode: a page the fake backend's worker is registered for but does not control is reloaded now, before
 * it can be typed into, rather than by MSW's start after the first paint (mocks/lib/worker-control.ts).
 */
const workerInControl = import.meta.env.VITE_API_MOCKING === 'enabled' ? pageClaimedOrReloaded(import.meta.env.BASE_URL) : undefined;

// The texts and the address's screens (the shell and its screen, with their texts) start loading now, side by
// side. The public pages come prerendered (docs/decisions/002-prerendered-public-pages.md): hydrated in place
// once their screen is in; any other page renders afresh at once.
void mountApp(document.getElementById('root') as HTMLElement, {
  notBefore: stateLinkOpened || workerInControl ? Promise.all([stateLinkOpened, workerInControl]) : undefined,
});
