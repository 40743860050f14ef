/**
 * Which Chromium the end-to-end tests and the benchmarks drive, in this order:
 * 1. CHROME_PATH, when set (the variable Lighthouse and chrome-launcher read too);
 * 2. Playwright's own browser, where `npx playwright install chromium` could run (a Mac, most laptops);
 * 3. Debian's headless shell (`apt-get install chromium-headless-shell`), the browser on these machines and CI:
 *    what Playwright itself runs headless, a third lighter per page load than the whole browser;
 * 4. Debian's chromium, Google Chrome or another Chromium on the PATH.
 * `{ shell: false }` skips the headless shell: Lighthouse (`npm run perf`) measures the browser people use.
 * Answers the executable's path, or null when none is found.
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

const require = createRequire(import.meta.url);

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const knownPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
const commandNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightBrowser() {
  try {
    const { chromium } = require('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

function onPath(name) {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder && isExecutable(join(folder, name))) return join(folder, name);
  }
  return null;
}

export function findBrowser({ shell = true } = {}) {
  const explicit = process.env.CHROME_PATH;
  if (explicit) return isExecutable(explicit) ? explicit : null;
  const candidates = [playwrightBrowser(), ...(shell ? [DEBIAN_HEADLESS_SHELL] : []), ...knownPaths, ...commandNames.map(onPath)];
  return candidates.find((path) => path && isExecutable(path)) ?? null;
}
