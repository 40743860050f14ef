import type { Page } from '@playwright/test';
import { FLAPPING_DOWN_MS, FLAPPING_UP_MS } from '../../mocks/controls/network-conditions';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, callInPage, DEMO_PASSWORD, endsAt, expectNoSeriousA11yViolations, LONG_JOURNEY_MS, openInApp, passPageTimeUntil, sentAtTheirNextAttempt, topCard } from './helpers';

/**
 * The member on a train (issue 55 item 2, docs/product/offline.md): offline, on a slow link and on one that comes
 * and goes, through the sign-in, the deck and a chat, against the demo build's fake backend and its network
 * conditions (the `network` fixture: mocks/controls/network-conditions.ts). Each journey judges what the
 * member is told and that nothing written is lost: the chat's messages reach the server once each, in order,
 * after the network returns.
 *
 * The regular demo member's seeded chat 8 (with person 177); the partner may answer, so only the member's own
 * messages are counted.
 */
const MEMBER = { email: 'free@demo.test', id: '1' };
const CHAT = { chatId: '8', receiverId: '177' };

/** The longest wait for flapping's next phase, whichever it is now: a whole cycle, and the time to hear of it. */
const NEXT_FLAP = { timeout: FLAPPING_UP_MS + FLAPPING_DOWN_MS + 2_000 };

/**
 * Several calls in turn on slow-3g, each a 2 s round trip at least (mocks/controls/slow-link.ts), passed on
 * Playwright's clock half a second at a time: calls in turn take their time on the page's clock without the
 * journey waiting it out.
 */
const SLOW_ANSWERS = { step: 500, within: 30_000 };

const BANNER = 'You are offline. You can still read what is already loaded.';
const NOT_SENT = 'You are offline: nothing was sent. Try again once you are back online.';

// A call the link drops is a failed load to the browser, which says so in the console: the journeys' point.
test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

/** The shell's one offline line (a status region). */
function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: BANNER });
}

function pending(page: Page) {
  return page.locator('[data-pending="true"]');
}

function mine(page: Page) {
  return page.locator('[data-side="mine"]');
}

async function fillSignIn(page: Page): Promise<void> {
  await page.goto(at(paths.login));
  await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
}

function pressSignIn(page: Page) {
  return page.getByRole('button', { name: 'Signin', exact: true }).click();
}

async function openChat(page: Page): Promise<void> {
  await openInApp(page, paths.chat.to(CHAT));
  await expect(page.locator('[data-side="theirs"]').first()).toBeVisible();
}

async function write(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('Type a message');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** How many messages of the member's own chat 8 holds on the server (read over the link: call it online). */
async function storedOwnCount(page: Page): Promise<number> {
  const { chats } = await callInPage<{ chats: { sender_id: string }[] }>(page, 'webgetchatmessage', { chat_id: CHAT.chatId });
  return chats.filter((message) => message.sender_id === MEMBER.id).length;
}

/** Nothing lost: each text once on the server and on screen, in the order written, after a reload too. */
async function expectSentOnceInOrder(page: Page, texts: string[], ownBefore: number): Promise<void> {
  await expect(pending(page)).toHaveCount(0);
  expect(await storedOwnCount(page)).toBe(ownBefore + texts.length);
  const shown = async () => (await mine(page).locator('p').allTextContents()).filter((text) => texts.includes(text));
  expect(await shown()).toEqual(texts);
  await page.reload();
  await expect(mine(page).last()).toBeVisible();
  expect(await shown()).toEqual(texts);
}

test('offline: sign-in, deck and chat say it once, keep what is loaded, refuse presses, and send the messages once back', async ({ page, network }) => {
  // A sign-in refused offline, then granted, a deck, a chat and a reload: about 15 s on two busy cores.
  test.slow();
  // Playwright's clock, so the chat's backoff is passed at once where only waited for (time flows as without it).
  await page.clock.install();
  await fillSignIn(page);
  await network.set('offline');
  await pressSignIn(page);
  await expect(page.getByText(NOT_SENT)).toBeVisible();
  await expect(page).toHaveURL(endsAt(paths.login));
  await network.set('online');
  await pressSignIn(page);
  await page.waitForURL(endsAt(paths.peopleNear));

  // The deck: loaded, then offline. It stays; a like is refused and said, and the card comes back.
  await expect(topCard(page)).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Decide' }).locator('[aria-busy="true"]')).toHaveCount(0);
  const person = await topCard(page).getAttribute('data-person-id');
  await network.set('offline');
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: NOT_SENT })).toBeVisible();
  await expect(topCard(page)).toHaveAttribute('data-person-id', person ?? '');
  await network.set('online');
  await expect(banner(page)).toHaveCount(0);

  // The chat: loaded, then offline. What is written waits in sight, and goes once back.
  await openChat(page);
  const ownBefore = await storedOwnCount(page);
  await network.set('offline');
  await expect(banner(page)).toBeVisible();
  const texts = ['Written in the tunnel', 'And after it'];
  for (const text of texts) await write(page, text);
  await expect(pending(page)).toHaveCount(2);
  await expect(page.getByText('Waiting to send…')).toHaveCount(2);
  // Said once: the banner, not the chat's own "Reconnecting…" beside it.
  await expect(page.getByText('Reconnecting…')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /offline/ })).toHaveCount(1);
  await network.set('online');
  await expect(banner(page)).toHaveCount(0);
  await sentAtTheirNextAttempt(page);
  await expectSentOnceInOrder(page, texts, ownBefore);
});

test('slow-3g: the sign-in, the deck and a chat wait for their answers, saying so, and the messages go once each, in order', async ({ page, network }) => {
  // Every call a 2 s round trip (mocks/controls/slow-link.ts): the sign-in's calls, the deck's and the chat's in turn.
  test.slow();
  // Playwright's clock, so the round trips pass at once once the page has said it waits (time flows as without it).
  await page.clock.install();
  await fillSignIn(page);
  await network.set('slow-3g');
  await pressSignIn(page);
  // The press says it is under way while the slow answer travels.
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
  await passPageTimeUntil(page, SLOW_ANSWERS, () => expect(page).toHaveURL(endsAt(paths.peopleNear), AT_ONCE));
  await expect(page.getByRole('heading', { name: 'People near you', level: 1 })).toBeVisible();
  // The deck's loader holds the cards' place while its calls travel.
  await expect(page.getByRole('status').filter({ hasText: 'Finding people near you…' })).toBeAttached();
  await passPageTimeUntil(page, SLOW_ANSWERS, () => expect(topCard(page)).toHaveCount(1, AT_ONCE));
  // No offline line: the network is there, only slow.
  await expect(banner(page)).toHaveCount(0);

  // The chat's history takes its round trip: its loader says so (after its 300 ms delay) until it comes.
  await openInApp(page, paths.chat.to(CHAT));
  await expect(page.getByRole('status').filter({ hasText: 'Loading the chat…' })).toBeAttached();
  await passPageTimeUntil(page, SLOW_ANSWERS, () => expect(page.locator('[data-side="theirs"]').first()).toBeVisible(AT_ONCE));
  const ownBefore = await storedOwnCount(page);
  const texts = ['Slow one', 'Slow two', 'Slow three'];
  for (const text of texts) await write(page, text);
  await passPageTimeUntil(page, SLOW_ANSWERS, () => expect(pending(page)).toHaveCount(0, AT_ONCE));
  await expectSentOnceInOrder(page, texts, ownBefore);
});

const AT_ONCE = { timeout: 100 };

/**
 * Flapping's next phase, up or down as asked, as the page hears it (mocks/controls/page-online-signals.ts). The
 * schedule runs on Playwright's clock (the journey installs it): rather than waited out, its time is passed a
 * second at a time until the page hears the phase, at most a whole cycle. The app's own timers pass with it, as
 * they would in that time.
 */
async function networkUp(page: Page, up: boolean): Promise<void> {
  await passPageTimeUntil(page, { step: 1_000, within: FLAPPING_UP_MS + FLAPPING_DOWN_MS }, async () =>
    expect(await page.evaluate(() => navigator.onLine), `the network ${up ? 'up' : 'down'} within a whole flapping cycle`).toBe(up),
  );
}

/**
 * Signs in as the member does on a network that comes and goes: a press that meets a down phase is refused,
 * saying so, and the member presses again once the network is back (docs/product/offline.md#presses-refused-and-said-never-held-out-of-sight).
 */
async function signInThroughFlaps(page: Page): Promise<void> {
  const refused = page.getByText(NOT_SENT);
  const deck = page.getByRole('heading', { name: 'People near you', level: 1 });
  // At most one down phase can meet the press, and a whole up phase (5 s) follows it.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await networkUp(page, true);
    await pressSignIn(page);
    await expect(refused.or(deck)).toBeVisible(NEXT_FLAP);
    if (await deck.isVisible()) return;
    // Refused: the message goes by itself, and the member tries again once back.
    await expect(refused).toBeHidden();
  }
  throw new Error('The sign-in never met an up phase');
}

test('flapping: the line comes and goes with the network, what is loaded stays, and what is written while down goes once each, in order', async ({ page, network }) => {
  // Three or four flaps of 8 s each (mocks/controls/network-conditions.ts), where only waited for passed on Playwright's
  // clock: 12 s on two busy cores (half a minute when the schedule ran in real time).
  test.setTimeout(LONG_JOURNEY_MS);
  // Playwright's clock, to hold a down phase while the member writes in it (the schedule runs on setTimeout).
  await page.clock.install();
  await fillSignIn(page);
  await network.set('flapping');
  await signInThroughFlaps(page);

  // The deck loads through the flaps: a read cut by a down phase goes again once up, and no error shows.
  await expect(topCard(page)).toHaveCount(1, NEXT_FLAP);
  await networkUp(page, false);
  await expect(banner(page)).toBeVisible();
  await expect(topCard(page)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await networkUp(page, true);
  await expect(banner(page)).toHaveCount(0);

  await openInApp(page, paths.chat.to(CHAT));
  await expect(page.locator('[data-side="theirs"]').first()).toBeVisible(NEXT_FLAP);
  // Read just as an up phase begins: its 5 s are ahead.
  await networkUp(page, false);
  await networkUp(page, true);
  const ownBefore = await storedOwnCount(page);
  // The next down phase, held while the member writes in it: the clock pauses 1 s into it (its end is 3 s on).
  await page.evaluate(() => {
    const downAt = new Promise<number>((resolve) => window.addEventListener('offline', () => resolve(Date.now()), { once: true }));
    Object.assign(window, { __amoraDownAt: downAt });
  });
  await networkUp(page, false);
  const downAt = await page.evaluate(() => (window as unknown as { __amoraDownAt: Promise<number> }).__amoraDownAt);
  await page.clock.pauseAt(downAt + 1_000);
  await expect(banner(page)).toBeVisible();
  const texts = ['Between two tunnels', 'Still between them'];
  for (const text of texts) await write(page, text);
  await expect(pending(page)).toHaveCount(2);
  await expect(page.getByText('Reconnecting…')).toHaveCount(0);
  await page.clock.resume();
  await networkUp(page, true);
  await expect(banner(page)).toHaveCount(0);
  await expect(pending(page)).toHaveCount(0, NEXT_FLAP);
  // Off the train: what the server holds is read on a steady network.
  await network.set('online');
  await expectSentOnceInOrder(page, texts, ownBefore);
});
