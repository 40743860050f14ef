#!/usr/bin/env node
/**
 * `npm run perf`: the Lighthouse benchmark of the landing, the deck and the chat list. A benchmark that reports (noisy, not part of
 * `npm test`); it exits 0 whatever the figures, 1 only when it could not measure.
 *
 * 1. Builds the demo (dist-demo/, the fake backend in the browser) and the production build (dist/),
 *    as `npm run build:demo` and `npm run build` do (without the typecheck).
 * 2. Serves each at /web/ from a small node server of its own: gzip (node:zlib) for text files, a
 *    prerendered page from its file (/web/login from login.html), the SPA fallback (shell.html for
 *    any other path that is no file), hashed assets cached for a year. The
 *    production build's server forwards /api/ and /socket.io/ (HTTP and WebSocket) to the standalone
 *    fake server (`npm run mock-server`, started here on a free port), so the app calls its own origin
 *    as in production; profile photos come from the fake server's origin, as in real-mode e2e.
 * 3. Runs Lighthouse 12 (its default mobile settings: Moto G Power screen, simulated slow 4G and 4x
 *    CPU) on each page of each build, interleaved (run 1 of every page and build, then run 2, ...),
 *    each audit in a fresh Chromium with an empty profile, and prints the medians beside the
 *    goals as a Markdown table.
 *
 * Signed-in pages (the deck /web/app/PeopleNear, the chat list /web/app/Message): before the audit,
 * Playwright attaches to that Chromium over CDP, opens /web/login, signs in the demo account
 * free@demo.test / demo1234 (docs/product/fake-backend-and-demo.md#demo-accounts-and-test-inputs) through the form and waits for the deck, then closes that tab.
 * Lighthouse then audits the page with `disableStorageReset`, so the session (cookies, localStorage,
 * IndexedDB) survives; what its reset would have cleared besides is cleared by hand first (the HTTP
 * cache, Cache Storage and service workers: in the demo the MSW worker registers again as on the
 * landing, and its pass-through would hide what the scripts weigh). So a signed-in page is measured
 * as cold as the landing, the session aside. An audit that ends anywhere but the page asked for (a
 * sign-in that did not hold) counts as failed.
 *
 * Usage: npm run perf -- [--runs N] [--pages landing,login,deck,chats] [--builds demo,production]
 *                        [--skip-build]   (reuse dist-demo/ and dist/ as they are)
 *                        [--save DIR]     (keep each run's whole Lighthouse report there, as JSON)
 *                        [--out DIR]      (build into DIR/demo and DIR/production instead of dist-demo/ and dist/:
 *                                          several people can measure in one checkout)
 *                        [--serve]        (build and serve, print the addresses and stop there: for a plain
 *                                          `npx lighthouse` run of a public page, docs/guide/performance.md#lighthouse)
 *                        [--before DIR]   (also measure the builds in DIR/demo and DIR/production, made from another
 *                                          commit, interleaved with these: before and after side by side, in the
 *                                          same minutes, which a machine whose load changes needs)
 * Browser: scripts/browser/find-browser.mjs (CHROME_PATH first), the whole browser, not the headless shell; as root on
 * Debian, installed when missing (scripts/browser/ensure-browser.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { build } from 'vite';
import { ensureBrowser } from './browser/ensure-browser.mjs';
import { freePort } from './free-port.mjs';
import { listen, staticHost } from './static-host.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BASE = '/web/';
const DEMO_EMAIL = 'free@demo.test';
const DEMO_PASSWORD = 'demo1234';

const BUILDS = {
  demo: { mode: 'demo', outDir: 'dist-demo', backend: false },
  production: { mode: 'production', outDir: 'dist', backend: true },
};

/** The goals: the landing of both builds, and the signed-in deck and chat list. */
const LANDING_GOALS = { score: 95, lcp: 1800, cls: 0.02, tbt: 150 };
const PAGES = {
  landing: { path: '', signedIn: false, goals: LANDING_GOALS },
  login: { path: 'login', signedIn: false, goals: {} },
  deck: { path: 'app/PeopleNear', signedIn: true, goals: { score: 90 } },
  chats: { path: 'app/Message', signedIn: true, goals: { score: 90 } },
};

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    builds: { type: 'string', default: Object.keys(BUILDS).join(',') },
    'skip-build': { type: 'boolean', default: false },
    save: { type: 'string' },
    out: { type: 'string' },
    before: { type: 'string' },
    serve: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const pageNames = pick(options.pages, PAGES, '--pages');
const buildNames = pick(options.builds, BUILDS, '--builds');
if (!Number.isInteger(runs) || runs < 1) fail(`--runs wants a whole number of 1 or more, not "${options.runs}"`);
const browserPath = ensureBrowser({ shell: false, label: 'perf' });
/** Where a build of this run is: dist-demo/ and dist/, or under --out. */
const outDirOf = (name) => (options.out ? join(options.out, name) : join(root, BUILDS[name].outDir));
/** What is measured: each build asked for, and its earlier self from --before beside it. */
const targets = buildNames.flatMap((name) => [
  { label: name, build: name, dir: outDirOf(name) },
  ...(options.before ? [{ label: `${name} (before)`, build: name, dir: join(options.before, name) }] : []),
]);


/**
 * `--serve`: the builds stay served as the audits see them, for a plain Lighthouse CLI run beside this harness (the
 * public pages: a signed-in page needs the sign-in this harness makes first). Ctrl-C stops them.
 */
async function serveUntilStopped(origins) {
  for (const [label, origin] of Object.entries(origins)) console.log(`${label}: ${origin}${BASE}`);
  console.log(
    `a plain run of one page: CHROME_PATH=${browserPath} npx lighthouse <address> --only-categories=performance ` +
      `--chrome-flags="--headless=new --no-sandbox" --output=json --output-path=<file>\nCtrl-C stops the servers.`,
  );
  await new Promise(() => {});
}

/** One Lighthouse run in a fresh Chromium; signs in first when the page needs a member. */
async function audit(url, signedIn) {
  const chrome = await launchChrome();
  try {
    if (signedIn) await signIn(chrome.port, new URL(`${BASE}login`, url).href);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // The whole report, to see why (the LCP element, the request chains): open it in the Lighthouse viewer.
    if (options.save) {
      mkdirSync(options.save, { recursive: true });
      const name = `${new URL(url).port}-${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}`;
      writeFileSync(join(options.save, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(join(options.save, `${name}.lantern.json`), JSON.stringify(lanternTimings()));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`ended at ${lhr.finalDisplayedUrl}, not ${url}`);
    }
    const numeric = (id) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`no ${id} figure`);
      return value;
    };
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    const score = lhr.categories.performance.score;
    if (typeof score !== 'number') throw new Error('no performance score');
    return {
      score: Math.round(score * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      js: (scripts?.transferSize ?? 0) / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.close();
  }
}

/**
 * What Lighthouse's simulation (Lantern) put before each simulated paint, from its last run: for the optimistic and
 * pessimistic graphs of FCP and LCP, each node's simulated start and end, and what it is (a request's URL, or a main
 * thread task's duration and the scripts it ran), so a page's LCP can be read as the chain it waited on.
 */
function lanternTimings() {
  const wanted = ['FirstContentfulPaint', 'LargestContentfulPaint'].flatMap((metric) => [`optimistic${metric}`, `pessimistic${metric}`]);
  return Object.fromEntries(
    [...Lantern.Simulation.Simulator.allNodeTimings]
      .filter(([label]) => wanted.includes(label))
      .map(([label, timings]) => [
        label,
        [...timings]
          .map(([node, timing]) => ({
            start: Math.round(timing.startTime),
            end: Math.round(timing.endTime),
            ...(node.type === 'network'
              ? { request: node.request.url, priority: node.request.priority, bytes: node.request.transferSize }
              : { task: Math.round(node.duration / 1000), scripts: node.getEvaluateScriptURLs?.() ? [...node.getEvaluateScriptURLs()] : [], layout: node.didPerformLayout() }),
          }))
          .sort((a, b) => a.start - b.start),
      ]),
  );
}

/** Signs the demo account in through the login form, closes the tab, then empties the caches and unregisters the worker. */
async function signIn(port, loginUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(loginUrl);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Signin', exact: true }).click();
    await page.waitForURL((address) => address.pathname === `${BASE}app/PeopleNear`, { timeout: 60_000 });
    await page.close();
    // What Lighthouse's own reset would clear, less the session (cookies, localStorage, IndexedDB).
    const blank = await context.newPage();
    const session = await context.newCDPSession(blank);
    await session.send('Storage.clearDataForOrigin', { origin: new URL(loginUrl).origin, storageTypes: 'service_workers,cache_storage' });
    await session.send('Network.clearBrowserCache');
    await session.detach();
    await blank.close();
  } finally {
    await browser.close();
  }
}

/** Chromium headless with an empty profile and a DevTools port, roughly as chrome-launcher starts it. */
async function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), 'amora-perf-chrome-'));
  const child = spawn(
    browserPath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-extensions',
      '--disable-component-extensions-with-background-pages',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-client-side-phishing-detection',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider',
      '--metrics-recording-only',
      '--mute-audio',
      '--password-store=basic',
      '--use-mock-keychain',
      'about:blank',
    ],
    // A process group of its own, so that closing ends its renderers and helpers too.
    { stdio: 'ignore', detached: true },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
    liveChromes.delete(close);
    rmSync(profile, { recursive: true, force: true });
  };
  liveChromes.add(close);
  try {
    const portFile = join(profile, 'DevToolsActivePort');
    const deadline = Date.now() + 30_000;
    while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
      if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) before opening its DevTools port`);
      if (Date.now() > deadline) throw new Error('Chromium opened no DevTools port within 30 s');
      await sleep(100);
    }
    return { port: Number(readFileSync(portFile, 'utf8').split('\n')[0]), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The standalone fake server on a free port; stopped when the benchmark ends. It answers only the
 * browser origins it is told (besides the dev server's and the preview's): the proxies' in front of it.
 */
async function startBackend(origins) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'mock-server.mjs')], {
    cwd: root,
    env: { ...process.env, MOCK_SERVER_PORT: String(port), MOCK_SERVER_ORIGINS: origins.join(',') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the fake server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the fake server did not answer within 120 s');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/admindatas`);
      if (response.status < 500) return { port };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

/**
 * A build at /web/ as its static host serves it (scripts/static-host.mjs: gzip, its `_headers` and `_redirects`), and
 * when a backend is given, /api/ and /socket.io/ forwarded to the fake server at `backend.port` (set once it has
 * started: the production build calls its own origin).
 */
async function serveBuild(dir, backend) {
  const serveFile = staticHost(dir, { base: BASE });
  const server = await listen((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (backend && (pathname.startsWith('/api/') || pathname.startsWith('/socket.io/') || pathname.startsWith(PHOTOS_PATH))) {
      forward(req, res, backend.port);
      return;
    }
    serveFile(req, res);
  });
  if (backend) server.on('upgrade', (req, socket, head) => forwardUpgrade(req, socket, head, backend.port));
  return server;
}

/** Where the fake server serves the portraits (mocks/server.ts): forwarded like the calls. */
const PHOTOS_PATH = `${BASE}fixtures/`;

/**
 * The fake server names its portraits by its own origin, which production's Content-Security-Policy (img-src 'self'
 * and the API's host, scripts/security-headers.ts) refuses on a page of another: the deck then measured broken images
 * and took the bio's text, after the cards' detail calls, as its largest paint. As a host that serves the API and its
 * photos from the page's origin would, a JSON answer's photo URLs are rewritten to the page's own origin, which
 * forwards them (PHOTOS_PATH).
 */
function forward(req, res, port) {
  const backendOrigin = `http://127.0.0.1:${port}`;
  const headers = { ...req.headers };
  // Plain answers, so that a JSON one can be rewritten.
  delete headers['accept-encoding'];
  const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
    if (!String(answer.headers['content-type'] ?? '').includes('json')) {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const body = Buffer.from(Buffer.concat(chunks).toString('utf8').replaceAll(backendOrigin, `http://${req.headers.host}`));
      const { 'transfer-encoding': _chunked, ...answerHeaders } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-length': String(body.length) });
      res.end(body);
    });
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/** socket.io's WebSocket: the upgrade request is replayed to the fake server, then bytes flow both ways. */
function forwardUpgrade(req, socket, head, port) {
  const upstream = connect(port, '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const end = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', end);
  socket.on('error', end);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const COLUMNS = [
  { key: 'score', title: 'score', show: (v) => String(Math.round(v)), goal: (g) => `≥ ${g}`, meets: (v, g) => v >= g },
  { key: 'fcp', title: 'FCP', show: seconds },
  { key: 'lcp', title: 'LCP', show: seconds, goal: seconds, meets: (v, g) => v <= g },
  { key: 'cls', title: 'CLS', show: (v) => v.toFixed(3), goal: (g) => `≤ ${g}`, meets: (v, g) => v <= g },
  { key: 'tbt', title: 'TBT', show: (v) => `${Math.round(v)} ms`, goal: (g) => `≤ ${g} ms`, meets: (v, g) => v <= g },
  { key: 'js', title: 'JS transferred', show: (v) => `${v.toFixed(1)} KB` },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Medians per page and build, each beside its goal (✓ met, ✗ missed), as Markdown. */
function table(results, runCount) {
  const lines = [
    '',
    `Lighthouse ${lighthouseVersion()} mobile, median of ${runCount} run(s) per page (goal in brackets: ✓ met, ✗ missed);`,
    `this machine's CPU benchmark index (Lighthouse's, higher is faster; under 1000 it warns that the CPU is slower than it expects, and TBT grows): ${benchmarkIndex(results)}`,
    '',
    `| page | build | runs | ${COLUMNS.map((column) => column.title).join(' | ')} |`,
    `|---|---|---|${COLUMNS.map(() => '---').join('|')}|`,
  ];
  for (const page of pageNames) {
    for (const { label: name } of targets) {
      const list = results[name][page];
      const cells = COLUMNS.map((column) => {
        if (list.length === 0) return '–';
        const value = median(list.map((figures) => figures[column.key]));
        const goal = PAGES[page].goals[column.key];
        const shown = column.show(value);
        if (goal === undefined || !column.meets) return shown;
        return `${shown} ${column.meets(value, goal) ? '✓' : '✗'} (${column.goal(goal)})`;
      });
      lines.push(`| ${page} (${BASE}${PAGES[page].path}) | ${name} | ${list.length}/${runCount} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

function benchmarkIndex(results) {
  const values = Object.values(results).flatMap((pages) => Object.values(pages).flatMap((list) => list.map((figures) => figures.benchmarkIndex)));
  if (values.length === 0) return '–';
  return `median ${Math.round(median(values))}, from ${Math.round(Math.min(...values))} to ${Math.round(Math.max(...values))}`;
}

function describe(figures) {
  return COLUMNS.map((column) => `${column.title} ${column.show(figures[column.key])}`).join(', ');
}

function lighthouseVersion() {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'));
  return manifest.version;
}

function pick(list, known, flag) {
  const names = list.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(name in known));
  if (names.length === 0 || unknown.length > 0) fail(`${flag} takes a comma-separated list of ${Object.keys(known).join(', ')}`);
  return names;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** For the options, checked before anything starts: exiting at once leaves nothing behind. */
function fail(message) {
  console.error(`perf: ${message}`);
  process.exit(1);
}

// The benchmark itself, last: the tables and helpers above are all initialised by now.
const cleanups = [];
/** Chromiums running now: Ctrl-C ends them too (each runs in a process group of its own). */
const liveChromes = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void (async () => {
      for (const close of liveChromes) await close();
      for (const cleanup of cleanups.reverse()) await cleanup();
      process.exit(130);
    })();
  });
}
try {
  if (!options['skip-build']) {
    for (const name of buildNames) {
      console.error(`building ${name} -> ${outDirOf(name)}/`);
      await build({
        root,
        mode: BUILDS[name].mode,
        logLevel: 'warn',
        build: { outDir: outDirOf(name), emptyOutDir: true, chunkSizeWarningLimit: 100_000 },
      });
    }
  }
  // The builds' servers first: the fake server must know their origins, the pages that will call it.
  const origins = {};
  const backend = { port: null };
  for (const { label, build: name, dir } of targets) {
    if (!existsSync(join(dir, 'shell.html'))) throw new Error(`${dir}/shell.html is missing: run without --skip-build`);
    const server = await serveBuild(dir, BUILDS[name].backend ? backend : null);
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    origins[label] = `http://127.0.0.1:${server.address().port}`;
  }
  const backendLabels = targets.filter(({ build: name }) => BUILDS[name].backend).map(({ label }) => label);
  if (backendLabels.length > 0) backend.port = (await startBackend(backendLabels.map((label) => origins[label]))).port;
  if (options.serve) await serveUntilStopped(origins);

  /** results[build][page] = one list of figures per successful run. */
  const results = Object.fromEntries(targets.map(({ label }) => [label, Object.fromEntries(pageNames.map((page) => [page, []]))]));
  const total = runs * targets.length * pageNames.length;
  let done = 0;
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pageNames) {
      for (const { label: name } of targets) {
        done += 1;
        const label = `[${done}/${total}] run ${run} ${name} ${page}`;
        try {
          const figures = await audit(`${origins[name]}${BASE}${PAGES[page].path}`, PAGES[page].signedIn);
          results[name][page].push(figures);
          console.error(`${label}: ${describe(figures)}`);
        } catch (error) {
          console.error(`${label}: FAILED ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  console.log(table(results, runs));
} catch (error) {
  console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit();
