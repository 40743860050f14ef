import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Har } from '../../mocks/controls/traffic';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, callInPage, countsInPage, DEMO_PASSWORD, endsAt, fakeBackendReady, mainNav, openInApp } from './helpers';

/** The fake backend in the browser: persistence across reloads and the controls (docs/product/fake-backend-and-demo.md#controls). */

test('the demo keeps its state across a reload, until the data is reset', async ({ page, signedInAs }) => {
  // Signing in is not the point here: the controls do it, without the form.
  await signedInAs('regular');
  const nav = mainNav(page);
  const likes = Number((await countsInPage(page)).like_request);
  await expect(nav.getByRole('link', { name: `Likes (${likes})`, exact: true })).toBeVisible();
  // Decline one of the people who liked the member: the count drops by one.
  const { peoples: likers } = await callInPage<{ peoples: Array<{ user_id: string }> }>(page, 'webfriendrequests', { user_id: '1', limit: '8', type: 'like' });
  const declined = likers[0]?.user_id ?? '';
  expect(await callInPage(page, 'webunmatch', { user_id: '1', follow_id: declined })).toMatchObject({ status: 'true' });

  await page.reload();
  await expect(nav.getByRole('link', { name: `Likes (${likes - 1})`, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);

  await fakeBackendReady(page);
  await page.evaluate(() => window.__amora?.reset());
  await expect(page).toHaveURL(/\/login$/);
  await fakeBackendReady(page);
  await page.evaluate(() => window.__amora?.signInAs('regular'));
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);
  await expect(nav.getByRole('link', { name: `Likes (${likes})`, exact: true })).toBeVisible();
});

test('a persona signs in from the controls', async ({ page }) => {
  await page.goto(at(paths.login));
  await fakeBackendReady(page);
  await page.evaluate(() => window.__amora?.signInAs('premium'));
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);
  await expect(mainNav(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session_userid'))).toBe('2');
});

test.describe('faults injected by the controls', () => {
  test.use({ allowedConsoleErrors: [/500/] });

  test('a failing counts call leaves the shell usable, without badges', async ({ page, faults }) => {
    // Faults live in the page's memory: inject, then sign in without reloading.
    await page.goto(at(paths.login));
    await faults.onCall('webgetcounts', 'server-error');
    await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Signin', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/PeopleNear$/);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Visitors', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Likes', exact: true })).toBeVisible();
  });

  test('a failing profile read sends the member back to the login', async ({ page, faults }) => {
    await page.goto(at(paths.login));
    await faults.onCall('webprofile', 'server-error');
    await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Signin', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('12 hours on the fake clock end the session on the next move, without a reload', async ({ page, signIn }) => {
  await signIn('free@demo.test');
  await fakeBackendReady(page);
  // A tab left open: the signed-in area in before the hours pass. Were the move its arrival, a read already under way
  // (answered before the hours passed) would answer for it, as use-session-check.ts lets it.
  await expect(page.getByRole('link', { name: /^Visitors \d+ new$/ })).toBeVisible();
  await page.evaluate(() => window.__amora?.advanceClock(12 * 3_600_000 + 60_000));
  // The next move within the app (as a sidebar link makes it), whether or not a poll noticed the end first.
  await openInApp(page, paths.settings);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');
  expect(await page.evaluate(() => [localStorage.getItem('session_token'), localStorage.getItem('session_userid')])).toEqual([null, null]);
});

test('the control panel is there for reviewers', async ({ page }) => {
  await page.goto(`${at(paths.login)}?controls=on`);
  await page.getByRole('button', { name: 'Demo controls' }).click();
  const panel = page.getByRole('region', { name: 'Demo controls' });
  await panel.getByRole('button', { name: 'Premium member' }).click();
  await expect(page).toHaveURL(/\/app\/PeopleNear$/);
});

test.describe('a corrupted saved demo state', () => {
  const corruptions = {
    'an empty snapshot': { version: 2, seed: 1, clockOffsetMs: 0, snapshot: {} },
    'a clock offset that is not a number': { version: 2, seed: 42, clockOffsetMs: 'NaN', snapshot: {} },
    'a clock offset beyond any demo': { version: 2, seed: 42, clockOffsetMs: 1e308, snapshot: {} },
  };
  for (const [what, saved] of Object.entries(corruptions)) {
    test(`holding ${what} is reseeded, and the demo signs in`, async ({ page, signIn }) => {
      // Written before the app's first script, once: the page then starts from it as from a reviewer's old visit.
      await page.addInitScript((value) => {
        if (sessionStorage.getItem('corrupted')) return;
        sessionStorage.setItem('corrupted', '1');
        localStorage.setItem('amora:fake-backend', value);
      }, JSON.stringify(saved));
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await signIn('free@demo.test');
      await expect(mainNav(page)).toBeVisible();
      expect(warnings.some((warning) => warning.includes('seeded again'))).toBe(true);
    });
  }
});

test('the New user persona, chosen while signed in, opens the Signup tab', async ({ page, signedInAs }) => {
  await signedInAs('regular');
  await page.evaluate(() => window.__amora?.signInAs('new'));
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await expect(page.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('a fault kept after reload', () => {
  // The injected 500 and network failure are reported by the browser against the faulted call.
  test.use({ allowedConsoleErrors: [/checklicense/] });

  test('meets the start-up license check, and the app starts as usual: its result is unused, its failure not handled', async ({
    page,
    signedInAs,
    faults,
  }) => {
    await signedInAs('regular');
    const nav = mainNav(page);
    for (const fault of ['malformed-response', 'server-error', 'network-failure'] as const) {
      await faults.onCall('checklicense', fault, { keepAfterReload: true });
      await page.reload();
      await fakeBackendReady(page);
      // The call the app makes only as it starts met the fault: the fault outlived the page it was set in.
      await page.waitForFunction(
        (chosen) => (window.__amora?.log() ?? []).some((entry) => entry.name === 'checklicense' && entry.outcome === `injected ${chosen}`),
        fault,
      );
      await expect(page).toHaveURL(/\/app\/PeopleNear$/);
      await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    }
    await faults.clear();
    await page.reload();
    await fakeBackendReady(page);
    await page.waitForFunction(() => (window.__amora?.log() ?? []).some((entry) => entry.name === 'checklicense' && entry.outcome === '200'));
  });
});

test('a failed check for a newer worker script leaves the demo working (mswjs/msw#2006)', async ({ page, context, signIn }) => {
  // The worker unregisters itself when its last page goes; a second tab keeps it, so the next start checks it.
  const otherTab = await context.newPage();
  await otherTab.goto('login');
  await fakeBackendReady(otherTab);
  // The check fails as Chromium failed it in CI: a reload met the registration while the last page's leaving undid it.
  await page.addInitScript(() => {
    ServiceWorkerRegistration.prototype.update = function () {
      Object.assign(window, { failedUpdateChecks: ((window as { failedUpdateChecks?: number }).failedUpdateChecks ?? 0) + 1 });
      const script = this.active?.scriptURL ?? '';
      return Promise.reject(new TypeError(`Failed to update a ServiceWorker for scope ('${this.scope}') with script ('${script}'): Not found`));
    };
  });
  // failOnPageErrors judges that nothing surfaced.
  await signIn('free@demo.test');
  await expect(page.getByRole('heading', { name: 'People near you', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { failedUpdateChecks?: number }).failedUpdateChecks)).toBe(1);
  await otherTab.close();
});

test('a page whose leaving is cancelled keeps its fake backend (mswjs/msw#1105)', async ({ page, signedInAs }) => {
  await signedInAs('regular');
  await expect(page.getByRole('heading', { name: 'People near you', level: 1 })).toBeVisible();
  // A "Leave site?" prompt, as any page may ask, answered Stay. Chromium asks only after a gesture: the click.
  await page.evaluate(() =>
    window.addEventListener('beforeunload', (event) => event.preventDefault(), { capture: true }),
  );
  await page.getByRole('heading', { name: 'People near you', level: 1 }).click();
  const asked = page.waitForEvent('dialog');
  void page.evaluate((to) => window.location.assign(to), `/web/${paths.settings.replace(/^\//, '')}`).catch(() => undefined);
  const prompt = await asked;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  // Still here, and the calls of the next screen are answered by the page's fake backend, not the network.
  await mainNav(page).getByRole('link', { name: /^Visitors/ }).click();
  await expect(page.getByRole('heading', { name: 'Visitors', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visitors' }).getByRole('listitem').first()).toBeVisible();
  expect(page.url()).not.toContain(paths.settings);
});

test("the page's own files go straight to the network; only the calls pass through the fake backend's worker", async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.messages);
  await fakeBackendReady(page);
  // Reloaded, the page is the worker's from its first request: each of them would pass through it.
  const answered: Array<{ path: string; byWorker: boolean }> = [];
  page.on('response', (response) => answered.push({ path: new URL(response.url()).pathname, byWorker: response.fromServiceWorker() }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect.poll(() => answered.some(({ path }) => path.startsWith('/api/'))).toBe(true);
  const files = answered.filter(({ path }) => path.startsWith('/web/assets/'));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter(({ byWorker }) => byWorker)).toEqual([]);
  expect(answered.filter(({ path }) => path.startsWith('/api/')).every(({ byWorker }) => byWorker)).toBe(true);
});

test('a hard reload of the login, typed into at once: the page reloads for its worker before it can be used', async ({ page }) => {
  await page.goto(at(paths.login));
  await fakeBackendReady(page);
  // Shift+F5: the page loads past the worker, which is registered and active but claims no page any more.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.reload', { ignoreCache: true });
  // Typed the moment the form can be used (Playwright waits until the page is no longer inert): MSW's start,
  // after the first paint, used to reload the page under these fields, and the sign-in never went.
  await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
  await page.waitForURL(endsAt(paths.peopleNear));
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

test.describe('a state link', () => {
  const firstChat = (page: Page) => page.getByRole('list', { name: 'Chats' }).getByRole('listitem').first();

  test('opens its scenario from a cold start, signed in as the regular member, and a reload does not apply it twice', async ({ page }) => {
    await page.goto(at(`${paths.messages}?scenario=chat-of-20-messages`));
    await expect(page).toHaveURL(endsAt(paths.messages));
    await expect(firstChat(page)).toContainText('Message 20');
    await expect(firstChat(page).getByRole('link', { name: /2 unread messages/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session_userid'))).toBe('1');
    await page.reload();
    await expect(firstChat(page)).toContainText('Message 20');
    // Applied twice, the scenario would have made a second chat of 20 messages.
    await expect(page.getByRole('list', { name: 'Chats' }).getByRole('listitem').filter({ hasText: 'Message 20' })).toHaveCount(1);
  });

  test('signs in as its persona and lands where it points; the controls list one link per persona and scenario', async ({ page }) => {
    // Its other parameters stay: here the one that shows the controls to an automated browser.
    await page.goto(at(`${paths.profile}?persona=premium&controls=on`));
    await expect(page).toHaveURL(endsAt(`${paths.profile}?controls=on`));
    expect(await page.evaluate(() => localStorage.getItem('session_userid'))).toBe('2');
    await page.getByRole('button', { name: 'Demo controls' }).click();
    const links = page.getByRole('list', { name: 'Links to a state' }).getByRole('link');
    await expect(links).toHaveCount(3 + 9);
    await expect(links.filter({ hasText: 'Scenario: fresh-match' })).toHaveAttribute('href', '/web/app/Friends?scenario=fresh-match');
  });
});

test('the controls export the calls of the page as a HAR file', async ({ page }) => {
  // One page from the sign-in on: the record lives in the page, as the log does.
  await page.goto(`${at(paths.login)}?controls=on`);
  await page.getByRole('button', { name: 'Demo controls', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Demo controls' });
  await panel.getByRole('button', { name: 'Regular member' }).click();
  await mainNav(page).getByRole('link', { name: /^Visitors/ }).click();
  await expect(page.getByRole('heading', { name: 'Visitors', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visitors' }).getByRole('listitem').first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export HAR' }).click()]);
  expect(download.suggestedFilename()).toBe('amora-demo.har');
  const har = JSON.parse(readFileSync(await download.path(), 'utf8')) as Har;
  expect(har.log.version).toBe('1.2');
  const byName = (name: string) => har.log.entries.filter((entry) => new URL(entry.request.url).pathname.endsWith(`/api/${name}`));
  // The sign-in, then what the Visitors screen asked for, each with its form and its answer.
  const [login] = byName('webemaillogin');
  expect(login?.request.postData?.params).toContainEqual({ name: 'email', value: 'free@demo.test' });
  expect(JSON.parse(login?.response.content.text ?? '{}')).toMatchObject({ status: 'true' });
  const [visitors] = byName('webvisitors');
  expect(visitors?.request).toMatchObject({ method: 'POST', headersSize: -1 });
  expect(visitors?.request.postData?.params).toContainEqual({ name: 'user_id', value: '1' });
  expect(visitors?.response).toMatchObject({ status: 200, content: { mimeType: expect.stringContaining('application/json') } });
  for (const entry of har.log.entries) expect(Date.parse(entry.startedDateTime)).not.toBeNaN();
});
