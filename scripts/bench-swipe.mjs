#!/usr/bin/env node
/**
 * Swipe benchmark for the deck (not a test): swipes 30 cards of the demo build at a 4x CPU
 * throttle and reports the worst input event duration (PerformanceObserver 'event') and the
 * longest task ('longtask').
 *
 *   node scripts/bench-swipe.mjs                      builds the demo and serves it on port 4535
 *   BENCH_URL=http://127.0.0.1:4530/web/ node scripts/bench-swipe.mjs   uses a demo already served
 *
 * Two of three swipes are keyboard nopes, one in three a mouse drag to the left (also a nope, so
 * no match dialog stops the run).
 *
 * On a loaded machine the wall-clock figures grow with the load (the page waits for a core). The
 * trace's thread time of the main thread's tasks does not: "CPU" is that, for the longest task and
 * for the worst input task, the work the page itself asked for (still at the 4x throttle).
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findBrowser } from './browser/find-browser.mjs';
import { listen, staticHost } from './static-host.mjs';

const SWIPES = 30;
const THROTTLE = 4;
const PORT = Number(process.env.BENCH_PORT ?? 4535);
let url = process.env.BENCH_URL;
let server;

if (!url) {
  console.log('Building the demo…');
  const build = spawnSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  server = await listen(staticHost('dist-demo'), PORT);
  url = `http://127.0.0.1:${PORT}/web/`;
}

const browser = await chromium.launch({
  executablePath: findBrowser() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    const bench = { events: [], longTasks: [] };
    window.__bench = bench;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.events.push({
          name: entry.name,
          duration: entry.duration,
          // Waiting for the main thread, the handlers themselves, and the paint after them.
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${url}login`);
  await page.waitForFunction(() => Boolean(window.__amora));
  await page.evaluate(() => window.__amora.signInAs('regular'));
  await page.waitForURL(/\/app\/PeopleNear$/);
  const top = page.locator('article[data-depth="0"]');
  await top.waitFor({ timeout: 15_000 });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate(() => {
    window.__bench.events.length = 0;
    window.__bench.longTasks.length = 0;
  });
  const trace = [];
  cdp.on('Tracing.dataCollected', (event) => trace.push(...event.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });

  const started = Date.now();
  for (let swipe = 0; swipe < SWIPES; swipe++) {
    const before = await top.getAttribute('data-person-id');
    if (swipe % 3 === 2) {
      const box = await top.boundingBox();
      if (!box) throw new Error('The top card has no box');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(x - step * 30, y);
      await page.mouse.up();
    } else {
      await page.keyboard.press('ArrowLeft');
    }
    // The next card is on top at once; the next swipe waits for this one's call to settle, since a
    // press while a decision is pending sends nothing (by design).
    await page.waitForFunction(
      (id) =>
        document.querySelector('article[data-depth="0"]')?.getAttribute('data-person-id') !== id &&
        !document.querySelector('[role="group"] [aria-busy="true"]'),
      before,
      { timeout: 15_000 },
    );
  }
  const elapsed = Date.now() - started;
  // Let the last events and tasks reach the observers.
  await page.waitForTimeout(1000);
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  const { events, longTasks } = await page.evaluate(() => window.__bench);
  const worst = events.reduce((max, entry) => (entry.duration > max.duration ? entry : max), { name: 'none', duration: 0, inputDelay: 0, processing: 0 });
  const sorted = events.map((entry) => entry.duration).sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
  const worstProcessing = Math.max(0, ...events.map((entry) => entry.processing));
  console.log(`Swiped ${SWIPES} cards at ${THROTTLE}x CPU throttle in ${(elapsed / 1000).toFixed(1)} s`);
  console.log(
    `Worst event: ${worst.duration.toFixed(0)} ms (${worst.name}: input delay ${worst.inputDelay.toFixed(0)} ms, handlers ${worst.processing.toFixed(0)} ms), ` +
      `median of ${events.length} events over 16 ms: ${median.toFixed(0)} ms; slowest handlers: ${worstProcessing.toFixed(0)} ms`,
  );
  console.log(`Longest task: ${longTasks.length ? Math.max(...longTasks).toFixed(0) : 0} ms (${longTasks.length} long tasks)`);
  const cpu = taskCpu(trace);
  console.log(`CPU (thread time, load-independent): longest page task ${cpu.longest.toFixed(0)} ms, worst input task ${cpu.input.toFixed(0)} ms`);
} finally {
  await browser.close();
  server?.close();
}

/**
 * The main thread's tasks in the trace, by thread time (tdur, in µs): the longest that ran the
 * page's work (script, style, layout, paint), and the longest that dispatched an input event.
 * Tasks of the tracing itself (no page work inside) are left out.
 */
function taskCpu(events) {
  const tasks = events.filter((event) => event.name === 'RunTask' && event.dur && event.tdur);
  const renderer = events.find((event) => event.name === 'EventDispatch')?.tid;
  const inside = (task, names) =>
    events.some((event) => event.tid === task.tid && names.includes(event.name) && event.ts >= task.ts && event.ts <= task.ts + task.dur);
  let longest = 0;
  let input = 0;
  if (process.env.BENCH_DETAIL) {
    const inputs = events.filter((event) => event.tid === renderer && event.name === 'EventDispatch' && event.tdur);
    const top = tasks.filter((task) => task.tid === renderer).sort((a, b) => b.tdur - a.tdur).slice(0, 12);
    for (const task of top) {
      const types = inputs.filter((event) => event.ts >= task.ts && event.ts <= task.ts + task.dur).map((event) => event.args?.data?.type);
      const named = events.filter((event) => event.tid === task.tid && event.ts >= task.ts && event.ts <= task.ts + task.dur && event.dur && event.name !== 'RunTask').sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 4).map((event) => `${event.name}:${((event.tdur ?? 0) / 1000).toFixed(0)}`);
      console.log(`  task cpu ${(task.tdur / 1000).toFixed(0)} ms, wall ${(task.dur / 1000).toFixed(0)} ms ${types.join(',')} | ${named.join(' ')}`);
      const paints = events.filter((event) => event.tid === task.tid && event.name === 'Paint' && event.ts >= task.ts && event.ts <= task.ts + task.dur && (event.tdur ?? 0) > 4000);
      for (const paint of paints) console.log(`    paint ${((paint.tdur ?? 0) / 1000).toFixed(0)} ms ${JSON.stringify(paint.args?.data)}`);
    }
  }
  for (const task of tasks.filter((task) => task.tid === renderer).sort((a, b) => b.tdur - a.tdur)) {
    const ms = task.tdur / 1000;
    if (ms <= Math.min(longest, input)) break;
    if (ms > longest && inside(task, ['FunctionCall', 'EventDispatch', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint'])) longest = ms;
    if (ms > input && inside(task, ['EventDispatch'])) input = ms;
  }
  return { longest, input };
}
