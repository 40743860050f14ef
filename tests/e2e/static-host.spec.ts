import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen, staticHost } from '../../scripts/static-host.mjs';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { fakeBackendReady } from './helpers';

/**
 * The demo build works from any deep link on a host that only serves files, as GitHub
 * Pages does: a public page comes from its prerendered file (/web/login from login.html), any other
 * path gets the build's 404.html (a copy of the app's shell) and the app routes it.
 */

/** The demo build the suite's server serves: the one `npm test` made (scripts/builds.mjs), or dist-demo/. */
const DEMO_BUILD = process.env.AMORA_BUILDS ? join(process.env.AMORA_BUILDS, 'demo') : fileURLToPath(new URL('../../dist-demo/', import.meta.url));
const BASE = '/web/';

// The host answers a deep link with 404.html and status 404, which Chromium reports in the console:
// that answer (for the document itself, never for a file of the build) is what such a host does.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404 .*\(http:\/\/127\.0\.0\.1:\d+\/web\/app\/PeopleNear[?:]/] });

let host: Server;
test.beforeAll(async () => {
  // Without the build's _headers and _redirects, as GitHub Pages serves it.
  host = await listen(staticHost(DEMO_BUILD, { base: BASE, rules: false }));
});
test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

const deepLink = (path: string) => `http://127.0.0.1:${(host.address() as AddressInfo).port}${BASE}${path.replace(/^\//, '')}`;

test('a deep link to the sign-up tab renders it, and a signed-in route renders after a fresh load', async ({ page }) => {
  const response = await page.goto(deepLink(paths.signup));
  // login.html, prerendered on its Signin tab: the app renders the tab the query asks for.
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await fakeBackendReady(page);
  await page.evaluate(() => window.__amora?.signInAs('regular'));
  await page.waitForURL(/\/app\/PeopleNear$/);
  const deep = await page.goto(deepLink(paths.peopleNear));
  // The host knows no such file: the app itself answered, from 404.html.
  expect(deep?.status()).toBe(404);
  await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
  await expect(page.getByRole('heading', { name: 'People near you', level: 1 })).toBeVisible();
});

test('a public page opens from its prerendered file and works once hydrated', async ({ page, notices }) => {
  const response = await page.goto(deepLink(paths.phoneLogin));
  expect(response?.status()).toBe(200);
  await page.getByLabel('Phone number').fill('123');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await notices.expectShown('alert', 'Enter the number with its country code, like +1 555 010 0001');
});
