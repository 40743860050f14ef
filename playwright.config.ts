import { defineConfig, devices } from '@playwright/test';

/** An unusual port, never reused: a stray server on it would be tested silently. */
const PORT = 4391;
const BASE_URL = `http://127.0.0.1:${PORT}/web/`;
const CI = Boolean(process.env.CI);

/**
 * Journeys run against the demo build (the production build plus the in-browser
 * fake backend), served by `vite preview`, in Debian's Chromium: Playwright
 * cannot download its own browser on these machines.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  reporter: CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npm run build:demo && npx vite preview --mode demo --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
