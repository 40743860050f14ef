import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import type { LanguageCode } from '@/shared/api/contract/common';
import { i18n, initI18n, namespaces } from '@/shared/i18n/i18n';
import { writeLanguageCookie } from '@/shared/i18n/language-cookie';
import { signIn, type SignInAs } from '@mocks/testing/sign-in';

export interface RenderScreenOptions {
  route?: string;
  path?: string;
  routes?: Record<string, ReactElement>;
  /** Who is signed in (signIn of mocks/testing/sign-in.ts: no login form is driven); none: nobody. */
  as?: SignInAs;
  /** The query client to render with, for a test that waits until no call is in flight; a new one by default. */
  queryClient?: QueryClient;
  /** The member's language, as the app keeps it: the texts and the `language` of every call (default English). */
  language?: LanguageCode;
}

/**
 * Renders a screen as the app would: the app's query client, the page's direction for
 * Radix, a router at `route`, and the English texts (or `language`'s). `routes` adds screens to land on;
 * `as: 'premium'` signs the persona in first: `renderScreen(<Deck />, { as: 'premium' })`.
 */
export async function renderScreen(
  ui: ReactElement,
  { route = '/', path = '*', routes = {}, as, queryClient = createQueryClient(), language = 'en' }: RenderScreenOptions = {},
) {
  if (as) await signIn(as);
  // The cookie is what the API client reads; the test setup clears it after each test.
  if (language !== 'en') writeLanguageCookie(language);
  await initI18n(language);
  // Every text up front: a screen's own namespace would otherwise arrive a moment after its first render.
  await i18n.loadNamespaces(namespaces);
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
