#!/usr/bin/env node
/**
 * Start-up benchmark of the demo (not a test): how soon a reviewer sees something.
 *
 *   node scripts/bench-start.mjs                      builds the demo and serves it on port 4536
 *   BENCH_URL=http://127.0.0.1:4530/web/ node scripts/bench-start.mjs   measures a demo already served
 *
 * Prints, as medians over `RUNS` tries, without CPU throttling:
 * - the first visit to /login (a new browser profile) until the sign-in form shows;
 * - a reload of a deep link of the signed-in area (/app/Message, /app/Profile, /app/Visitors) until
 *   its content (not a spinner) shows, `RUNS` reloads of each;
 * - the fake backend's own start, from its chunk's arrival to its first answer, as the page measured
 *   it (`amora:fake-backend-ready`);
 * - a call's answer time from the page, a read (webprofile) and a write (websetprofile), `RUNS` × 3 each.
 * Each time is the page's own: from the start of its navigation to the first DOM change that shows the
 * content, recorded in the page (`recordContentShown`). Timed from here, as Playwright sees it, a figure
 * would also hold the reload's round trip and the locator's polling (up to half a second between tries).
 * Wall-clock figures: run it on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findBrowser } from './browser/find-browser.mjs';
import { listen, staticHost } from './static-host.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4536);

/** The pages timed, and what stands for their content: a text of the app's root, or an element. */
const LOGIN = { path: 'login', text: 'Signin' };
const DEEP_LINKS = [
  { path: 'app/Message', text: 'unread message' },
  { path: 'app/Profile', text: 'Basic info' },
  { path: 'app/Visitors', selector: 'main img' },
];

/**
 * Runs in the page before its own scripts (addInitScript): notes, on the page's clock (0 = the start of
 * its navigation), when the content of the page timed first shows, in `window.__amoraContentShownAt`.
 */
function recordContentShown(pages) {
  const timed = pages.find((entry) => window.location.pathname.endsWith(`/${entry.path}`));
  if (!timed) return;
  const shown = () => (timed.text ? document.getElementById('root')?.textContent?.includes(timed.text) : document.querySelector(timed.selector));
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    window.__amoraContentShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Waits until the page has noted its content, and hands back when it showed. */
async function contentShownAt(page) {
  const handle = await page.waitForFunction(() => window.__amoraContentShownAt, undefined, { timeout: 15_000 });
  return handle.jsonValue();
}

export async function benchStart(url) {
  const browser = await chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const loginMs = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(recordContentShown, [LOGIN]);
      const page = await context.newPage();
      await page.goto(`${url}${LOGIN.path}`, { waitUntil: 'commit' });
      loginMs.push(await contentShownAt(page));
      await context.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(recordContentShown, DEEP_LINKS);
    const page = await context.newPage();
    // The persona's state link (mocks/controls/state-link.ts): signed in from the first load.
    await page.goto(`${url}app/PeopleNear?persona=regular`);
    await page.waitForURL(/\/app\/PeopleNear$/);
    const reloads = {};
    const backendMs = [];
    for (const link of DEEP_LINKS) {
      reloads[link.path] = [];
      await page.goto(`${url}${link.path}`);
      await contentShownAt(page);
      for (let run = 0; run < RUNS; run++) {
        await page.reload({ waitUntil: 'commit' });
        reloads[link.path].push(await contentShownAt(page));
        const ready = await page.evaluate(() => performance.getEntriesByName('amora:fake-backend-ready')[0]?.duration ?? null);
        if (ready !== null) backendMs.push(ready);
      }
    }
    const callMs = await answerTimes(page, RUNS * 3);
    await context.close();
    const allReloads = Object.values(reloads).flat();
    return {
      'first visit to /login, form shown': median(loginMs),
      ...Object.fromEntries(Object.entries(reloads).map(([path, times]) => [`reload /${path} to content`, median(times)])),
      'reload of a deep link to content (all three)': median(allReloads),
      'fake backend: chunk in to ready (reloads)': backendMs.length ? median(backendMs) : null,
      "a call's answer, read (webprofile)": median(callMs.read),
      "a call's answer, write (websetprofile)": median(callMs.write),
    };
  } finally {
    await browser.close();
  }
}

/** A read and a write, each `count` times one after the other, from the page as the app calls: ms from fetch to its body. */
async function answerTimes(page, count) {
  return page.evaluate(async (count) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
    const userId = localStorage.getItem('session_userid') ?? '';
    const timed = async (name, fields) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ user_id: userId, ...fields, language: 'en' })) form.append(key, value);
      const start = performance.now();
      await (await fetch(`/api/${name}`, { method: 'POST', body: form, headers })).json();
      return performance.now() - start;
    };
    const read = [];
    const write = [];
    for (let run = 0; run < count; run++) {
      read.push(await timed('webprofile', {}));
      write.push(await timed('websetprofile', { bio: `Bench ${run}` }));
    }
    return { read, write };
  }, count);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function servedDemo() {
  console.log('Building the demo…');
  const build = spawnSync('npm', ['run', 'build:demo'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build:demo failed');
  const server = await listen(staticHost('dist-demo'), PORT);
  return { url: `http://127.0.0.1:${PORT}/web/`, stop: () => server.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const served = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => undefined } : await servedDemo();
  try {
    const figures = await benchStart(served.url);
    console.log(`\nDemo start-up, median of ${RUNS} (ms):`);
    for (const [what, ms] of Object.entries(figures)) console.log(`  ${what.padEnd(48)} ${ms === null ? 'n/a' : ms < 20 ? ms.toFixed(1) : Math.round(ms)}`);
  } finally {
    served.stop();
  }
}
