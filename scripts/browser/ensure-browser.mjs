#!/usr/bin/env node
/**
 * Runs before the end-to-end stage of `npm test`: finds a Chromium (see
 * find-browser.mjs) or, as root on Debian (CI, a fresh machine here), installs
 * Debian's chromium-headless-shell (what Playwright runs headless, and fewer packages to fetch than the whole
 * browser): Playwright cannot download its own browser on these machines. Otherwise it stops with one line
 * that says what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';

const found = findBrowser();
if (found) {
  console.log(`e2e browser: ${found}`);
  process.exit(0);
}

if (process.env.CHROME_PATH) {
  console.error(`e2e browser: CHROME_PATH=${process.env.CHROME_PATH} is not an executable; point it at Chromium or Chrome, or unset it.`);
  process.exit(1);
}

const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    'e2e browser: no Chromium found. Install one (`npx playwright install chromium`, or `sudo apt-get install chromium-headless-shell` on Debian) or set CHROME_PATH, then run `npm test` again.',
  );
  process.exit(1);
}

console.log('e2e browser: none found; installing Debian chromium-headless-shell (apt-get install chromium-headless-shell)');
const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium-headless-shell']);
} catch {
  console.error('e2e browser: apt-get could not install chromium-headless-shell; install it (or chromium) by hand or set CHROME_PATH.');
  process.exit(1);
}
const installed = findBrowser();
if (!installed) {
  console.error('e2e browser: chromium-headless-shell was installed but not found at /usr/bin/chromium-headless-shell; set CHROME_PATH.');
  process.exit(1);
}
console.log(`e2e browser: ${installed}`);
