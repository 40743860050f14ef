import { chromium } from '@playwright/test';
const [,, url, out, width = '1280', lang] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
if (lang) await context.addCookies([{ name: 'language', value: lang, url: 'http://127.0.0.1:4400' }]);
const page = await context.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const steps = process.env.STEPS ? JSON.parse(process.env.STEPS) : [];
await page.goto(url);
for (const s of steps) {
  if (s.fill) await page.getByLabel(s.fill, { exact: true }).fill(s.value);
  if (s.click) await page.getByRole(s.role ?? 'button', { name: s.click, exact: true }).first().click();
  if (s.wait) await page.waitForTimeout(s.wait);
  if (s.url) await page.waitForURL(s.url);
}
await page.waitForTimeout(800);
console.log('url:', page.url());
await page.screenshot({ path: out, fullPage: false });
await browser.close();
