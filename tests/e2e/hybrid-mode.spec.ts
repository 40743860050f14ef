import { expect, test } from './fixtures';
import { at, DEMO_PASSWORD, endsAt, mainNav } from './helpers';
import { paths } from '../../src/shared/routing/paths';
import { hybridE2ePorts } from '../../scripts/builds.mjs';

/**
 * Hybrid mode (docs/guide/hybrid-mode.md), in the demo built with VITE_API_PASSTHROUGH=webprofile and VITE_API_URL at a
 * "real" server: the standalone server started with another seed (playwright.config.ts, hybridServers), so
 * its answers differ from the page's own fake backend and the test can tell who answered. The sign-in comes
 * with the list (the real server's token), and the fake backend answers everything else with that token.
 */
const REAL_SERVER = `http://127.0.0.1:${hybridE2ePorts().realServer}`;
const API = `${REAL_SERVER}/api/`;

interface Person {
  user_id: string;
  user_name: string;
}

/** A call to the real server from the test, beside the page. */
async function askRealServer<T>(name: string, fields: Record<string, string>, token?: string): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, language: 'en' })) form.append(key, value);
  const response = await fetch(`${API}${name}`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return (await response.json()) as T;
}

test('the own profile comes from the real server and the people nearby from the fake backend, in one page', async ({ page }) => {
  // What the real server holds for the regular demo member: its own seed's photo, its own people.
  const login = await askRealServer<{ peoples: { user_id: string; token: string } }>('webemaillogin', { email: 'free@demo.test', password: DEMO_PASSWORD });
  const realProfile = await askRealServer<{ result: { images: string } }>('webprofile', { user_id: login.peoples.user_id }, login.peoples.token);
  const realPeople = await askRealServer<{ peoples: Person[] }>('webgetpeople', { user_id: login.peoples.user_id, timestamp: '1' }, login.peoples.token);
  expect(realProfile.result.images.startsWith(`${REAL_SERVER}/web/fixtures/`)).toBe(true);

  await page.goto(`${at(paths.login)}?controls=on`);
  await page.getByLabel('Email', { exact: true }).fill('free@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
  await page.waitForURL(endsAt(paths.peopleNear));

  // The session is the real server's: its token, which the fake backend took for the same member.
  const session = await page.evaluate(() => ({ token: localStorage.getItem('session_token') ?? '', userId: localStorage.getItem('session_userid') ?? '' }));
  expect(session.userId).toBe(login.peoples.user_id);
  await expect(askRealServer('webgetcounts', { user_id: session.userId }, session.token)).resolves.toMatchObject({ status: 'true' });

  // The sidebar's photo is the real server's (its own address, its seed's picture).
  await expect(page.locator(`img[src="${realProfile.result.images}"]`).first()).toBeVisible();

  // The grid is the fake backend's: the page's own worker answers webgetpeople, the real server is not asked.
  const fakePeople = await page.evaluate(
    async ({ api, token, userId }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ user_id: userId, timestamp: '1', language: 'en' })) form.append(key, value);
      const answer = await fetch(`${api}webgetpeople`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { peoples: Person[] }).peoples;
    },
    { api: API, ...session },
  );
  expect(fakePeople.map((person) => person.user_name)).not.toEqual(realPeople.peoples.map((person) => person.user_name));
  // Find new people: the same webgetpeople as a grid, beside the sidebar's real photo.
  await mainNav(page).getByRole('link', { name: 'Find new people' }).click();
  await expect(page.locator(`img[src="${realProfile.result.images}"]`).first()).toBeVisible();
  const grid = page.getByRole('list', { name: 'People near you' });
  await expect(grid.getByRole('listitem')).toHaveCount(fakePeople.length);
  for (const [index, person] of fakePeople.slice(0, 3).entries()) {
    await expect(grid.getByRole('listitem').nth(index)).toContainText(person.user_name);
  }

  // The controls list the real calls, and their log tells the real server's answers from the fake's.
  await page.getByRole('button', { name: 'Demo controls' }).click();
  const panel = page.getByRole('region', { name: 'Demo controls' });
  await expect(panel.getByText(`${API} answers these calls; the fake backend answers the rest.`)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Real calls' }).getByRole('listitem')).toHaveText([
    'webemaillogin (for the session)',
    'webphonelogin (for the session)',
    'webprofile',
  ]);
  const log = panel.getByRole('listitem').filter({ hasText: / call \w+: / });
  await expect(log.filter({ hasText: 'call webemaillogin: real server: 200' })).toHaveCount(1);
  await expect(log.filter({ hasText: 'call webprofile: real server: 200' }).first()).toBeVisible();
  await expect(log.filter({ hasText: /call webgetpeople: 200$/ }).first()).toBeVisible();
  await expect(log.filter({ hasText: /call webgetcounts: 200$/ }).first()).toBeVisible();
  await expect(log.filter({ hasText: 'webgetpeople: real server' })).toHaveCount(0);
});
