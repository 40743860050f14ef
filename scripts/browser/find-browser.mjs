/**
 * Which Chromium the end-to-end tests (and the benchmarks) drive, in this order:
 * 1. CHROME_PATH, when set (the variable Lighthouse and chrome-launcher read too);
 * 2. Playwright's own browser, where `npx playwright install chromium` could run (a Mac, most laptops);
 * 3. Debian's chromium (`apt-get install chromium`), the browser on these machines and CI;
 * 4. Google Chrome or another Chromium on the PATH.
 * Answers the executable's path, or null when none is found.
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

const require = createRequire(import.meta.url);

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

export function findBrowser() {
  const explicit = process.env.CHROME_PATH;
  if (explicit) return isExecutable(explicit) ? explicit : null;
  const candidates = [playwrightBrowser(), ...knownPaths, ...commandNames.map(onPath)];
  return candidates.find((path) => path && isExecutable(path)) ?? null;
}
