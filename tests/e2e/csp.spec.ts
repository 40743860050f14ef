import type { Page } from '@playwright/test';
import { contentSecurityPolicy, contentSecurityPolicyForMeta, HASHED_ASSETS_CACHE_CONTROL } from '../../scripts/security-headers';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, fakeBackendReady } from './helpers';

/** The demo is served under a strict Content-Security-Policy and the other security headers, its hashed files kept for good. */

const demoPolicy = { mocking: true };

test('the demo is served with the security headers, and its index.html carries the policy', async ({ page }) => {
  const response = await page.goto(at(paths.welcome));
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(contentSecurityPolicy(demoPolicy));
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Static hosts that send no headers still apply the <meta>.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', contentSecurityPolicyForMeta(demoPolicy));
});

test('the hashed files are kept for good, and the pages are asked for again at each load', async ({ page }) => {
  const response = await page.goto(at(paths.welcome));
  expect(response?.headers()['cache-control']).not.toContain('immutable');
  const entry = await page.locator('script[type="module"][src*="/assets/"]').getAttribute('src');
  const asset = await page.request.get(new URL(entry ?? '', page.url()).href);
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['cache-control']).toBe(HASHED_ASSETS_CACHE_CONTROL);
});

/** Adds an inline script to the page, as an injection would, and says whether it ran. */
async function injectInlineScript(page: Page): Promise<{ ran: boolean; refused: boolean }> {
  return page.evaluate(async () => {
    const refused = new Promise<boolean>((resolve) => {
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective.startsWith('script-src')), { once: true });
    });
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran";';
    document.head.append(script);
    // An inline script runs as it is inserted: by now it ran, or the policy refused it (and says so in an event).
    const ran = document.documentElement.dataset.injected === 'ran';
    return { ran, refused: ran ? false : await refused };
  });
}

test.describe('under the policy', () => {
  test.use({ allowedPolicyViolations: [/^script-src/], allowedConsoleErrors: [/Content Security Policy/] });

  test('an injected inline script and eval are refused', async ({ page }) => {
    await page.goto(at(paths.login));
    await fakeBackendReady(page);
    expect(await injectInlineScript(page)).toEqual({ ran: false, refused: true });
    // A string handed to setTimeout is eval: it is judged when the page's own timer runs it, outside
    // Playwright's evaluation. A function timer queued after it tells whether it ran.
    const evaluated = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => event.blockedURI === 'eval' && resolve('refused'), { once: true });
          setTimeout('document.documentElement.dataset.evaluated = "ran"', 0);
          setTimeout(() => document.documentElement.dataset.evaluated === 'ran' && resolve('ran'), 0);
        }),
    );
    expect(evaluated).toBe('refused');
  });
});

test.describe('the control case: the same page with its policy bypassed', () => {
  test.use({ bypassCSP: true });

  test('runs the injected inline script, so the refusal above is the policy', async ({ page }) => {
    await page.goto(at(paths.login));
    expect(await injectInlineScript(page)).toEqual({ ran: true, refused: false });
  });
});
