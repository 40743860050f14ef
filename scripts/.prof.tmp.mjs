// node profile-load.mjs URL-PATH N OUTPREFIX : CPU profile of N fresh-context loads of the demo, each until a selector shows
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { findBrowser } from '/work/main/scripts/browser/find-browser.mjs';
const [path, n, out, waitFor] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox', '--disable-gpu'] });
const times = [];
for (let i = 0; i < Number(n); i++) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'amora_demo_notice', value: 'dismissed', url: 'http://127.0.0.1:4591' }]);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('amora_demo_notice_dismissed', '1'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto('http://127.0.0.1:4591/web/' + path);
  await page.locator(waitFor).first().waitFor({ state: 'visible', timeout: 30000 });
  times.push(Date.now() - t0);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`${out}-${i}.cpuprofile`, JSON.stringify(profile));
  await context.close();
}
console.log('load ms', times.join(' '));
await browser.close();
