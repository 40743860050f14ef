import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { initI18n } from '@/shared/i18n/i18n';
import { readLanguageCookie } from '@/shared/i18n/language-cookie';
import { readSession, sessionEndReason } from '@/shared/session/session';
import { App } from '../app';
import { routerBasename } from '../app-providers';
import { routeTable } from '../router';
import { preloadRoute } from '../routes/preload-route';
import { COPY_ATTRIBUTE, identifierPrefix, PATH_ATTRIBUTE } from './prerendered-copy';

const preloadScreens = () => preloadRoute(routeTable, location.pathname, routerBasename);

/**
 * How long a fresh render waits for the address's screens and texts, already on their way: come in that time, they
 * render at once, with nothing suspended. Rendered before them, the app shows its loading state and React then holds
 * the screen back until 300 ms after that state appeared (its throttle of revealed Suspense boundaries), the shell's
 * calls waiting with it: a deep link's reload showed its content at about 620 ms instead of 350 ms. Past this wait
 * (a slow network) the loading state is better than a blank page.
 */
export const SCREENS_WAIT_MS = 500;

export interface MountOptions {
  /**
   * What the first render waits for (src/main.tsx): a demo state link being opened, which may move the address,
   * and the fake backend's worker in control of the page, or the page reloading for it.
   */
  notBefore?: Promise<unknown>;
}

/**
 * Starts the app in `root`. A prerendered page (prerendered-copy.ts) is hydrated, in the visitor's
 * language, once its screen's chunk and texts are in: the first render is then the page as painted,
 * with no spinner in between. Anywhere else, or when the first render would differ from the page,
 * the app renders afresh (React clears the copies as it commits).
 */
export async function mountApp(root: HTMLElement, { notBefore }: MountOptions = {}): Promise<Root> {
  // The texts and the address's screens start loading now, side by side; a fresh render waits for them a
  // moment (SCREENS_WAIT_MS), then renders anyway: its lazy screens and useTranslation suspend meanwhile.
  const texts = initI18n();
  if (notBefore) {
    // The screens of the address opened load meanwhile; the link may move it, and the render follows.
    void preloadScreens().catch(() => undefined);
    await notBefore;
  }
  const screens = preloadScreens();
  const language = readLanguageCookie();
  const copy = hydratableCopy(root, language);
  if (!copy) {
    // A screen that failed to come renders its own failure, with a retry.
    await Promise.race([Promise.all([texts, screens]).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SCREENS_WAIT_MS))]);
    return renderAfresh(root);
  }

  for (const other of root.querySelectorAll(`[${COPY_ATTRIBUTE}]`)) if (other !== copy) other.remove();
  // Now the app's own root: shown whatever language is picked next (prerendered.css hides copies by language).
  copy.removeAttribute(COPY_ATTRIBUTE);
  try {
    await Promise.all([texts, screens]);
    // Again in the language the texts settled on, should it differ from the one the first call read:
    // only what is missing loads (the chunks are in).
    await preloadScreens();
  } catch {
    // The screen's chunk did not come (offline): the app's own error screen says so, with a retry.
    return renderAfresh(root);
  }
  return hydrateRoot(
    copy,
    <StrictMode>
      <AfterHydration then={() => copy.removeAttribute('inert')}>
        <App />
      </AfterHydration>
    </StrictMode>,
    { identifierPrefix: identifierPrefix(language) },
  );
}

function renderAfresh(root: HTMLElement): Root {
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return reactRoot;
}

/**
 * The copy to hydrate, when the client's first render is exactly it: the page of this address with no
 * query (`?tab=signup` opens another tab), for a visitor (a member is sent on to /app; a session that
 * just ended shows why on the login).
 */
function hydratableCopy(root: HTMLElement, language: string): HTMLElement | null {
  const path = document.documentElement.getAttribute(PATH_ATTRIBUTE);
  if (path !== pathBelowBase() || location.search !== '' || readSession() || sessionEndReason()) return null;
  return root.querySelector<HTMLElement>(`[${COPY_ATTRIBUTE}="${language}"]`);
}

function pathBelowBase(): string {
  return location.pathname.slice(routerBasename.length) || '/';
}

/** Runs `then` once the tree below has hydrated (a parent's effects run after its children's). */
function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}
