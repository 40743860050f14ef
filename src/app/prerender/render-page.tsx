import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { LanguageCode } from '@/shared/api/contract/common';
import { i18n, initI18n } from '@/shared/i18n/i18n';
import { languages } from '@/shared/i18n/languages';
import { AppScreens } from '../app';
import { AppProviders, routerBasename } from '../app-providers';
import { routeTable } from '../router';
import { preloadRoute } from '../routes/preload-route';
import { identifierPrefix } from './prerendered-copy';

/**
 * The build's server entry (scripts/vite/prerender-plugin.ts runs it in Node): the app's own screens
 * at one path, as HTML, in every language. The page is the client's first render to the byte,
 * since the client hydrates it: the same screens, the same router basename, StrictMode.
 */

export interface PrerenderedCopy {
  language: LanguageCode;
  html: string;
}

export async function renderPage(path: string): Promise<PrerenderedCopy[]> {
  const copies: PrerenderedCopy[] = [];
  // One language after the other: the texts live in the one i18next instance.
  for (const { code } of languages) {
    if (i18n.isInitialized) await i18n.changeLanguage(code);
    else await initI18n(code);
    await preloadRoute(routeTable, `${routerBasename}${path}`, routerBasename);
    copies.push({ language: code, html: await renderOnce(path, code) });
  }
  return copies;
}

async function renderOnce(path: string, language: LanguageCode): Promise<string> {
  const page = (
    <StrictMode>
      <PrerenderedApp path={path} />
    </StrictMode>
  );
  const options = { identifierPrefix: identifierPrefix(language) };
  const errors: unknown[] = [];
  // A screen that throws would be left to the client (React's fallback): the build fails instead.
  const { prelude } = await prerender(page, { ...options, onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${path} (${language}) failed to prerender`, { cause: errors[0] });
  // The hydration renders at once, without waiting for anything: a synchronous render must give the same page.
  // It differs when something still loads once the route is preloaded (a text namespace its lazyScreen does not list).
  if (renderToString(page, options) !== html) {
    throw new Error(`${path} (${language}) waits for something its route does not preload: list each text namespace it shows in its lazyScreen texts`);
  }
  return html;
}

function PrerenderedApp({ path }: { path: string }): ReactNode {
  return (
    <AppProviders>
      <StaticRouter basename={routerBasename} location={`${routerBasename}${path}`}>
        <AppScreens />
      </StaticRouter>
    </AppProviders>
  );
}
