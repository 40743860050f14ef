import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TEST_ROOTS = ['tests/unit', 'src', 'mocks'];
/**
 * A logic test is named `*.logic.test.ts`: it runs in Node, with no DOM, no fake backend and no Testing
 * Library, so a logic test that touches `document`, `localStorage` or a relative `/api` URL fails at once
 * (docs/guide/testing.md#unit-tests).
 */
const LOGIC_TESTS = TEST_ROOTS.map((root) => `${root}/**/*.logic.test.{ts,tsx}`);
const ALL_TESTS = TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`);
/**
 * A DOM test that needs a module graph of its own is named `*.own-graph.test.tsx`: the prerender test runs
 * React's server renderer beside the client's, and the server one leaves its mark on every context it
 * rendered (React warns on each later client render in that process: "multiple renderers"); the first-render
 * test holds a screen's load for good, and every later render of that screen would wait on it.
 */
const OWN_GRAPH_TESTS = TEST_ROOTS.map((root) => `${root}/**/*.own-graph.test.{ts,tsx}`);
/**
 * The stories play with Storybook's own copy of user-event (storybook/test). A worker's files share one happy-dom
 * document (isolate: false), and each copy prepares every element focused in it with a value setter of its own,
 * wrapping the other's: with two copies, the one whose setter is inside types text React never hears of
 * (docs/decisions/026-unit-run-cpu-where-it-goes.md). So every test types with Storybook's copy too, and the
 * stories play in the tests' workers and graph.
 */
const ONE_USER_EVENT = { find: /^@testing-library\/user-event$/, replacement: fileURLToPath(new URL('tests/unit/support/user-event.ts', import.meta.url)) };

/** What every DOM test file starts with: the fake backend, and the resets after each test. */
const DOM_SETUP = 'tests/unit/setup.ts';

/**
 * Two worker processes a core: a DOM test waits on real time for much of its run (Testing Library's polls, the fake
 * backend's answers), and another worker fills it. Inside `npm test` one (scripts/test-all.mjs sets
 * UNIT_WORKERS_PER_CORE): the checks beside it fill those waits, and each worker more loads the app's modules once
 * more, CPU that stage is short of. At most eight: each holds about 0.7 GB
 * (docs/decisions/011-test-runs-fill-two-cores.md).
 */
const WORKERS_PER_CORE = Number(process.env.UNIT_WORKERS_PER_CORE ?? 2);

/** A DOM test's environment: happy-dom at the app's address, with the fake backend (tests/unit/setup.ts). */
const DOM_TEST: NonNullable<ViteUserConfig['test']> = {
  // happy-dom, not jsdom: with jsdom a File inside FormData reaches fetch as a 9-byte "blob".
  environment: 'happy-dom',
  environmentOptions: {
    // Relative calls such as `/api/webprofile` resolve against this page.
    happyDOM: { url: 'http://localhost:3000/web/' },
  },
  setupFiles: [DOM_SETUP],
};

/** The app's own Vite config (aliases, plugins) with the test settings on top. */
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    resolve: { alias: [ONE_USER_EVENT] },
    test: {
      pool: 'forks',
      // A young generation four times V8's default: a DOM test allocates fast (React's development build, happy-dom,
      // the fake backend's records) and most of it dies young, which V8 then collects less often and promotes less
      // (docs/decisions/026-unit-run-cpu-where-it-goes.md).
      execArgv: ['--max-semi-space-size=64'],
      maxWorkers: Math.min(availableParallelism() * WORKERS_PER_CORE, 8),
      // Vitest's default for hooks, well above the slowest test (docs/decisions/011-test-runs-fill-two-cores.md).
      testTimeout: 10_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // `extends: true`: each project inherits everything above (Vite's aliases and plugins included).
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            // Pure modules with nothing to reset: one module graph per worker.
            isolate: false,
            include: LOGIC_TESTS,
            setupFiles: ['tests/unit/setup.logic.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            // A worker's test files share one module graph: React, the app and the fake backend are imported
            // once per worker, not once per file (docs/decisions/011-test-runs-fill-two-cores.md). What a file
            // leaves behind is reset after each test by tests/unit/setup.ts (database, session, language,
            // storage, handlers, a purchase banner: tests/unit/shared-worker-reset.test.ts); a module that keeps
            // state of its own resets it itself (seed-snapshot.ts).
            isolate: false,
            ...DOM_TEST,
            // Every lazy screen loaded once per worker, before its first file.
            setupFiles: [DOM_SETUP, 'tests/unit/setup.warm-screens.ts'],
            include: ALL_TESTS,
            exclude: [...configDefaults.exclude, ...LOGIC_TESTS, ...OWN_GRAPH_TESTS],
          },
        },
        {
          extends: true,
          test: { name: 'dom-own-graph', ...DOM_TEST, include: OWN_GRAPH_TESTS },
        },
      ],
    },
  }),
);
