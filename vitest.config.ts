import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The app's own Vite config (aliases, plugins) with the test settings on top. */
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      // happy-dom, not jsdom: with jsdom a File inside FormData reaches fetch as a 9-byte "blob".
      environment: 'happy-dom',
      environmentOptions: {
        // Relative calls such as `/api/webprofile` resolve against this page.
        happyDOM: { url: 'http://localhost:3000/web/' },
      },
      setupFiles: ['tests/unit/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
      // Two cores: two worker processes, each test file isolated in its own module graph.
      pool: 'forks',
      maxWorkers: 2,
      // Screen tests render lazy chunks and answer through the fake backend: on two busy cores (CI) one
      // takes 2 to 6 s, so the default 5 s would fail them on the machine's load, not on the app.
      testTimeout: 15_000,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  }),
);
