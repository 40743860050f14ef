import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { at, endsAt, topCard } from './helpers';
import { paths } from '../../src/shared/routing/paths';

/**
 * The production build sends a signed-in page's first calls from shell.html, as it is parsed, and the app adopts
 * their answers instead of sending them again (docs/decisions/024-early-calls.md): against the standalone server,
 * a reload of the deck and of the chat list sends each of those calls once, and the screen shows what they answered.
 */
const MOCK_SERVER = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4391) + 1}`;

/** Every call the page sends to the server from now on, by name, with the page's own `language` field or query. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === MOCK_SERVER && url.pathname.startsWith('/api/') && request.method() !== 'OPTIONS') calls.push(url.pathname.slice('/api/'.length));
  });
  return calls;
}

const count = (calls: string[], name: string) => calls.filter((call) => call === name).length;

test("a reload of the deck sends the shell's and the deck's first calls once each, early, and shows the top card", async ({ page, signIn }) => {
  await signIn('free@demo.test');
  await expect(page).toHaveURL(endsAt(paths.peopleNear));
  // The signed-in deck's own calls are all out once its top card shows: none of them is counted below.
  await expect(topCard(page)).toBeVisible();
  const calls = recordCalls(page);
  await page.reload();
  // The deck's top card, after the spec's 2 s wait: the deck's call was answered and adopted.
  await expect(topCard(page)).toBeVisible();
  // The calls were sent by the frame's script: the page left a record of each, all adopted by the app.
  await expect.poll(() => page.evaluate(() => window.__amoraEarlyCalls?.length)).toBe(0);
  for (const name of ['webprofile', 'webgetcounts', 'checklicense', 'webgetpeople', 'admindatas']) expect.soft(count(calls, name), name).toBe(1);
});

test("a reload of the chat list sends the shell's first calls once each, and none of the deck's", async ({ page, signIn }) => {
  await signIn('free@demo.test');
  await page.goto(at(paths.messages));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const calls = recordCalls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__amoraEarlyCalls?.length)).toBe(0);
  for (const name of ['webprofile', 'webgetcounts', 'checklicense']) expect.soft(count(calls, name), name).toBe(1);
  expect(count(calls, 'webgetpeople')).toBe(0);
});
