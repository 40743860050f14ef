#!/usr/bin/env node
/**
 * Finds a Chromium (see find-browser.mjs) or, as root on Debian (CI, a fresh machine here), installs one
 * from Debian: Playwright cannot download its own browser on these machines. Otherwise it stops with one
 * line that says what to install.
 * - Run as a command (before the end-to-end stage of `npm test`): any Chromium will do, and the one installed
 *   is chromium-headless-shell (what Playwright runs headless, and fewer packages to fetch than the whole browser),
 *   without the packages Debian recommends beside it (udev, printing, mDNS, desktop notices: none of which a headless
 *   test run uses; the app brings its own typeface), since on a fresh machine the install runs beside the unit tests
 *   (docs/decisions/026-unit-run-cpu-where-it-goes.md has its cost).
 * - `ensureBrowser({ shell: false })` (`npm run perf`): the whole browser, Debian's chromium, which Lighthouse
 *   measures as people use it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser.mjs';

/** The browser's path: found, or installed now; exits the process with a message when neither can be. */
export function ensureBrowser({ shell = true, label = 'e2e browser' } = {}) {
  const debianPackage = shell ? 'chromium-headless-shell' : 'chromium';
  const found = findBrowser({ shell });
  if (found) return found;

  if (process.env.CHROME_PATH) stop(`${label}: CHROME_PATH=${process.env.CHROME_PATH} is not an executable; point it at Chromium or Chrome, or unset it.`);
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    stop(
      `${label}: no Chromium found. Install one (\`npx playwright install chromium\`, or \`sudo apt-get install ${debianPackage}\` on Debian) or set CHROME_PATH, then run the command again.`,
    );
  }

  console.log(`${label}: none found; installing Debian ${debianPackage} (apt-get install ${debianPackage})`);
  const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', ...(shell ? ['--no-install-recommends'] : []), debianPackage]);
  } catch {
    stop(`${label}: apt-get could not install ${debianPackage}; install it by hand or set CHROME_PATH.`);
  }
  const installed = findBrowser({ shell });
  if (!installed) stop(`${label}: ${debianPackage} was installed but not found where find-browser.mjs looks; set CHROME_PATH.`);
  return installed;
}

function stop(message) {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`e2e browser: ${ensureBrowser()}`);
}
