import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TEST_ROOTS = ['tests/unit', 'src', 'mocks'];
/**
 * A logic test is named `*.logic.test.ts`: it runs in Node, with no DOM, no fake backend and no Testing
 * Library, so a logic test that touches `document`, `localStorage` or a relative `/api` URL fails at once
 * (README, "Unit tests").
 */
const LOGIC_TESTS = TEST_ROOTS.map((root) => `${root}/**/*.logic.test.{ts,tsx}`);
const ALL_TESTS = TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`);

/** The app's own Vite config (aliases, plugins) with the test settings on top. */
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      // Two cores: two worker processes for both projects together, each test file isolated in its own module graph.
      pool: 'forks',
      maxWorkers: 2,
      // Screen tests render lazy chunks and answer through the fake backend: on two busy cores (CI) one
      // takes 2 to 6 s, so the default 5 s would fail them on the machine's load, not on the app.
      testTimeout: 15_000,
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
            include: LOGIC_TESTS,
            setupFiles: ['tests/unit/setup.logic.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            // happy-dom, not jsdom: with jsdom a File inside FormData reaches fetch as a 9-byte "blob".
            environment: 'happy-dom',
            environmentOptions: {
              // Relative calls such as `/api/webprofile` resolve against this page.
              happyDOM: { url: 'http://localhost:3000/web/' },
            },
            include: ALL_TESTS,
            exclude: [...configDefaults.exclude, ...LOGIC_TESTS],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
      ],
    },
  }),
);
