import { describe, expect, it } from 'vitest';
import { fakeBackendChunks, fakeBackendModules } from '../../../scripts/vite/fake-backend-chunks';

type Imports = Record<string, { static?: string[]; lazy?: string[] }>;

const graphOf = (imports: Imports) => ({
  ids: () => Object.keys(imports),
  info: (id: string) => (id in imports ? { importedIds: imports[id]?.static ?? [], dynamicallyImportedIds: imports[id]?.lazy ?? [] } : null),
});

const MAIN = '/app/src/main.tsx';
const START = '/app/mocks/browser.ts';
const PANEL = '/app/mocks/controls/mount-panel.tsx';
const MSW_BROWSER = '/app/node_modules/msw/lib/browser/index.mjs';
const DATA = '/app/node_modules/@msw/data/build/index.mjs';

// The app's entry asks for the fake backend lazily, in parts; the start imports its handlers and the shared rules.
const APP: Imports = {
  [MAIN]: { static: ['/app/node_modules/react/index.js', '/app/mocks/controls/state-link.ts'], lazy: [START, MSW_BROWSER, DATA, '/app/src/features/chat/chat.tsx'] },
  '/app/mocks/controls/state-link.ts': {},
  '/app/node_modules/react/index.js': {},
  '/app/src/features/chat/chat.tsx': { static: ['/app/src/shared/lib/message-cipher.ts'] },
  '/app/src/shared/lib/message-cipher.ts': { static: ['/app/node_modules/crypto-js/aes.js'] },
  '/app/node_modules/crypto-js/aes.js': {},
  [START]: { static: ['/app/mocks/handlers/index.ts', MSW_BROWSER, '/app/src/shared/lib/message-cipher.ts', '/app/mocks/controls/state-link.ts'], lazy: [PANEL, '/app/mocks/seed/seed-database.ts'] },
  '/app/mocks/handlers/index.ts': { static: [DATA, '/app/node_modules/msw/lib/core/utils/cookieStore.mjs'] },
  '/app/node_modules/msw/lib/core/utils/cookieStore.mjs': { static: ['/app/mocks/shims/tough-cookie.ts'] },
  '/app/mocks/shims/tough-cookie.ts': {},
  [MSW_BROWSER]: {},
  [DATA]: { static: ['/app/node_modules/mutative/index.mjs'] },
  '/app/node_modules/mutative/index.mjs': {},
  [PANEL]: { static: ['/app/node_modules/react/index.js', '/app/mocks/controls/control-panel.tsx'] },
  '/app/mocks/controls/control-panel.tsx': {},
  '/app/mocks/seed/seed-database.ts': { static: ['/app/node_modules/@faker-js/faker/index.js'] },
  '/app/node_modules/@faker-js/faker/index.js': {},
};

describe("the fake backend's chunks", () => {
  it("take what only the fake backend's start and its panel import statically", () => {
    expect([...fakeBackendModules(graphOf(APP))].sort()).toEqual(
      [
        START,
        PANEL,
        MSW_BROWSER,
        DATA,
        '/app/mocks/controls/control-panel.tsx',
        '/app/mocks/handlers/index.ts',
        '/app/mocks/shims/tough-cookie.ts',
        '/app/node_modules/mutative/index.mjs',
        '/app/node_modules/msw/lib/core/utils/cookieStore.mjs',
      ].sort(),
    );
  });

  it('leave what the app reaches by itself, and what the fake backend loads only on demand', () => {
    const modules = fakeBackendModules(graphOf(APP));
    expect(modules.has('/app/node_modules/react/index.js')).toBe(false);
    expect(modules.has('/app/mocks/controls/state-link.ts')).toBe(false);
    expect(modules.has('/app/src/shared/lib/message-cipher.ts')).toBe(false);
    expect(modules.has('/app/mocks/seed/seed-database.ts')).toBe(false);
    expect(modules.has('/app/node_modules/@faker-js/faker/index.js')).toBe(false);
  });

  it('name two files: the libraries (with the shims that stand in for one) and the fake backend', () => {
    const { plugin, group } = fakeBackendChunks();
    const buildEnd = plugin.buildEnd as (this: unknown) => void;
    const graph = graphOf(APP);
    buildEnd.call({ getModuleIds: graph.ids, getModuleInfo: graph.info });
    expect(group.name(MSW_BROWSER)).toBe('fake-backend-libraries');
    expect(group.name('/app/mocks/shims/tough-cookie.ts')).toBe('fake-backend-libraries');
    expect(group.name(START)).toBe('fake-backend');
    expect(group.name(PANEL)).toBe('fake-backend');
    expect(group.name('/app/node_modules/react/index.js')).toBeNull();
  });
});
