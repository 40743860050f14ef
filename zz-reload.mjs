import { chromium } from '@playwright/test';
import { findBrowser } from './scripts/browser/find-browser.mjs';
const url = 'http://127.0.0.1:5396/web/';
const browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addInitScript(() => {
  const obs = new MutationObserver(() => { if (document.getElementById('root')?.textContent?.includes('unread message')) { window.__shown = performance.now(); obs.disconnect(); } });
  obs.observe(document, { childList: true, subtree: true, characterData: true });
  window.__calls = [];
});
const page = await context.newPage();
await page.goto(`${url}app/PeopleNear?persona=regular`);
await page.waitForURL(/PeopleNear$/);
await page.goto(`${url}app/Message`);
await page.waitForFunction(() => window.__shown);
for (let i = 0; i < 4; i++) {
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => window.__shown);
  const tl = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const out = { resp: n.responseEnd, dcl: n.domContentLoadedEventEnd };
    for (const e of performance.getEntries()) if (e.name.startsWith('amora')) out[e.name] = e.startTime + (e.duration ?? 0);
    const res = performance.getEntriesByType('resource');
    out.js = res.filter(r => r.name.endsWith('.js')).length;
    out.lastJsEnd = Math.max(...res.filter(r => r.name.endsWith('.js')).map(r => r.responseEnd));
    out.api = res.filter(r => r.name.includes('/api/')).map(r => `${r.name.split('/api/')[1]}@${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`).join(' ');
    out.shown = window.__shown;
    return out;
  });
  console.log(JSON.stringify(tl, (k, v) => typeof v === 'number' ? Math.round(v) : v));
}
await browser.close();
