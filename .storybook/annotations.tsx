import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { scenarioNames, scenarios, type ScenarioName } from '@mocks/scenarios';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import { signIn, type DemoPersona } from '@mocks/testing/sign-in';
import { resetToSeed } from '@mocks/seed/reset-to-seed';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import type { LanguageCode } from '@/shared/api/contract/common';
import { changeLanguage, i18n, initI18n, namespaces } from '@/shared/i18n/i18n';
import { isLanguageCode, languages } from '@/shared/i18n/languages';
import { endSession } from '@/shared/session/session';
import { isFault, type CallFault } from '@mocks/controls/faults';
import { network } from '@mocks/controls/network';

/**
 * Story parameters understood here:
 * - `route`: the path the MemoryRouter starts at (default '/').
 * - `routePath`: a route pattern such as '/app/Message/MessageNew/:receiverId/:chatId',
 *   for screens that read URL params from `route`.
 * - `persona`: 'regular' | 'premium' | 'inactive': the story starts signed in as that demo account
 *   (a real session of the seeded database); without it the story is signed out.
 * - `scenario`: a named scenario of mocks/scenarios applied for the persona (the regular one when
 *   none is given) before the story renders, e.g. `{ persona: 'regular', scenario: 'fresh-match' }`;
 *   'empty-account' signs the story in as the new member it makes.
 * - `faults`: calls that fail for this story, in the one vocabulary of faults (mocks/controls/faults.ts): a kind
 *   such as 'no-answer' (the loading state), 'network-failure' or 'server-error', or a refusal in the server's
 *   words, e.g. `{ webprofile: 'no-answer', webmatch: { message: 'This user is not available' } }`.
 * - `msw`: handlers for this story only, for answers that are data rather than faults (an empty list).
 */
const stringParameter = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isPersona(value: unknown): value is DemoPersona {
  return value === 'regular' || value === 'premium' || value === 'inactive';
}

/** The story's faults, put on the fake backend's network before the render (the story's own beforeEach may add more). */
function injectStoryFaults(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const faultsByCall: Record<string, CallFault> = {};
  for (const [call, fault] of Object.entries(value)) {
    if (!isCallFault(fault)) throw new Error(`The story's fault on ${call} is no fault of mocks/controls/faults.ts`);
    faultsByCall[call] = fault;
  }
  network.inject(faultsByCall);
}

function isCallFault(value: unknown): value is CallFault {
  return isFault(value) || (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string');
}

function isScenarioName(value: unknown): value is ScenarioName {
  return scenarioNames.some((name) => name === value);
}

/** The session the story asks for (`persona`, `scenario`), or none. */
async function signInAsAsked(parameters: Record<string, unknown>): Promise<void> {
  const persona = isPersona(parameters.persona) ? parameters.persona : undefined;
  if (isScenarioName(parameters.scenario)) {
    const applied = await scenarios[parameters.scenario](demoAccounts[persona ?? 'regular'].user_id);
    if (applied.signIn) {
      await signIn(applied.signIn);
      return;
    }
  }
  if (persona) await signIn(persona);
  else endSession();
}

const localeOf = (globals: Record<string, unknown>): LanguageCode =>
  isLanguageCode(globals.locale) ? globals.locale : 'en';

let i18nReady: Promise<unknown> | undefined;

/** Texts in the chosen language before the first render. */
export const i18nLoader: Loader = async ({ globals }) => {
  // Every namespace up front, so a story renders its texts at once instead of suspending.
  i18nReady ??= initI18n('en').then(() => i18n.loadNamespaces(namespaces));
  await i18nReady;
  await changeLanguage(localeOf(globals));
  return {};
};

/** Every story starts from the same seeded fake backend, whatever the last one changed. */
export const databaseLoader: Loader = async () => {
  await resetToSeed();
  return {};
};


function StoryProviders({ route, routePath, locale, children }: { route: string; routePath?: string; locale: LanguageCode; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The toolbar's language, when changed while the story is open.
  useEffect(() => {
    void changeLanguage(locale);
  }, [locale]);
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {routePath ? (
          <Routes>
            <Route path={routePath} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * A fresh query cache and router per story (keyed by story id), so no story sees another's data,
 * and the page's direction for every Radix primitive (shared by preview.tsx and the unit run).
 */
export const withAppProviders: Decorator = (Story, { id, parameters, globals }) => (
  <StoryProviders
    key={id}
    route={stringParameter(parameters.route) ?? '/'}
    routePath={stringParameter(parameters.routePath)}
    locale={localeOf(globals)}
  >
    <Story />
  </StoryProviders>
);

/**
 * Everything a story needs but the network: the browser (preview.tsx) adds the MSW
 * worker, the Vitest run of the stories (tests/unit/stories/) adds msw/node.
 */
export const sharedAnnotations = {
  loaders: [i18nLoader, databaseLoader],
  decorators: [withAppProviders],
  // After the loaders, before the render: the session the story asks for, or none.
  beforeEach: async ({ parameters }) => {
    // What the last story injected goes with it, in the browser as in the unit run.
    network.clear();
    await signInAsAsked(parameters);
    // After the sign-in, which the faults must not meet.
    injectStoryFaults(parameters.faults);
  },
  initialGlobals: { locale: 'en' },
  globalTypes: {
    locale: {
      description: 'Language of the texts (Arabic mirrors the layout)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: languages.map((language) => ({ value: language.code, title: language.name, right: language.dir })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
} satisfies Preview;
