import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { at, callInPage, endsAt, expectNoSeriousA11yViolations, fakeBackendReady, openInApp, passPageTimeUntil, sentAtTheirNextAttempt, setLanguage } from './helpers';
import { SLOW_FAULT_MS } from '../../mocks/controls/faults';
import { paths } from '../../src/shared/routing/paths';
import { XSS_TEXTS, XSS_URLS } from './xss-corpus';

/**
 * The chat screen, against the demo build. The regular demo
 * member's seeded chats (mocks/seed/write-demo-chats.ts) are chats 1 to 10 with the
 * people 170 to 179: 1 a conversation, 2 with unread messages, 4 a chat the member
 * blocked, 5 one in which the partner blocked the member. Each test signs in as that
 * member straight at the address it starts from (`signedInAs`: one load).
 */
const chatPath = (chatId: string, receiverId: string) => paths.chat.to({ receiverId, chatId });
const chat = (chatId: string, receiverId: string) => at(chatPath(chatId, receiverId));
const CONVERSATION_PATH = chatPath('1', '170');
const CONVERSATION = at(CONVERSATION_PATH);

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The open chat: from 1,200 px the chat list stands beside it, previewing last messages too. */
function conversation(page: Page) {
  return page.getByRole('region', { name: 'Conversation' });
}

function mine(page: Page) {
  return page.locator('[data-side="mine"]');
}
function theirs(page: Page) {
  return page.locator('[data-side="theirs"]');
}

async function send(page: Page, text: string) {
  const input = page.getByLabel('Type a message');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** The chat as the server holds it for the member, in order: the sender of each message. */
async function storedSenders(page: Page, chatId: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const form = new FormData();
    form.append('user_id', localStorage.getItem('session_userid') ?? '');
    form.append('chat_id', id);
    form.append('language', 'en');
    const headers = { Authorization: `Bearer ${localStorage.getItem('session_token') ?? ''}` };
    const response = await fetch('/api/webgetchatmessage', { method: 'POST', body: form, headers });
    return ((await response.json()) as { chats: { sender_id: string }[] }).chats.map((message) => message.sender_id);
  }, chatId);
}

async function applyScenario(page: Page, name: 'chat-with-probes' | 'long-chat') {
  await fakeBackendReady(page);
  return page.evaluate((scenario) => window.__amora?.applyScenario(scenario), name);
}

test('send a message: the partner types, then answers; the header shows them, dates read day, month-name year, the page passes axe, and Safety Tips opens help page 2', async ({ page, signedInAs }) => {
  await signedInAs('regular', CONVERSATION);
  await expect(page.getByText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/).first()).toBeVisible();
  const partnerName = await page.getByRole('heading', { level: 1 }).textContent();
  expect(partnerName).toBeTruthy();
  await expect(page.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', /\/app\/Message$/);
  // In the chat's own header: on a laptop the chat list stands beside it (its filter has an Online too).
  await expect(page.getByRole('main').locator('header').getByText(/^(Online|Last seen .+)$/)).toBeVisible();
  await expect(conversation(page).getByText('Hi! I loved your profile 😊')).toBeVisible();
  await expect(theirs(page)).toHaveCount(2);

  await send(page, 'Hello from the e2e test');
  await expect(mine(page).filter({ hasText: 'Hello from the e2e test' })).toBeVisible();
  await expect(page.getByText(`${partnerName} is typing…`)).toBeVisible();
  await expect(theirs(page)).toHaveCount(3);
  await expect(page.getByText(`${partnerName} is typing…`)).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Safety Tips' }).click();
  await page.waitForURL(endsAt(paths.helpPage.to({ id: '2' })));
});

test('blocked both ways: the partner blocked me, I blocked them', async ({ page, signedInAs }) => {
  await signedInAs('regular', chat('5', '174'));
  await expect(page.getByText('This User has Blocked you')).toBeVisible();
  await expect(page.getByLabel('Type a message')).toBeDisabled();

  await openInApp(page, chatPath('4', '173'));
  await expect(page.getByText('Unblock to message')).toBeVisible();
  await expect(page.getByLabel('Type a message')).toBeDisabled();
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Unblock' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(endsAt(paths.messages));

  await openInApp(page, chatPath('4', '173'));
  await expect(page.getByLabel('Type a message')).toBeEnabled();
  await expect(page.getByText('Unblock to message')).toBeHidden();
});

// One load for the chat menu's three confirmed actions: Unfriend on chat 2 while chat 1 is as seeded, then Clear
// Chat and Block on chat 1.
test('the menu, each after a confirm: unfriend takes the chat off the list, clear chat empties it for me, block leads back to the list and the chat then says Unblock to message', async ({ page, signedInAs }) => {
  await signedInAs('regular', chat('2', '171'));
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Unfriend' }).click();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(endsAt(chatPath('2', '171')));
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Unfriend' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(endsAt(paths.messages));
  const { matches } = await callInPage<{ matches: { chat_id: string }[] }>(page, 'webgetchat', { search_key: '', sort: 'all', timestamp: '0', limit: '50' });
  const listed = matches.map((match) => match.chat_id);
  expect(listed).not.toContain('2');
  expect(listed).toContain('1');

  await openInApp(page, CONVERSATION_PATH);
  await expect(conversation(page).getByText('Do you like hiking?')).toBeVisible();
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Clear Chat' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(endsAt(paths.messages));
  await openInApp(page, CONVERSATION_PATH);
  await expect(page.getByText(/No messages yet/)).toBeVisible();
  expect(await storedSenders(page, '1')).toEqual([]);

  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  await expect(page.getByRole('dialog', { name: /Do you want to block/ })).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(endsAt(paths.messages));
  await openInApp(page, CONVERSATION_PATH);
  await expect(page.getByText('Unblock to message')).toBeVisible();
  await page.getByRole('button', { name: 'Chat options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
});

test('attach an image: a png is sent and shown; another file type is refused; a blank text is not sent', async ({ page, notices, signedInAs }) => {
  await signedInAs('regular', CONVERSATION);
  await expect(conversation(page).getByText('Do you like hiking?')).toBeVisible();
  await page.getByLabel('Attach an image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await notices.expectShown('alert', 'Sorry, Invalid file!');

  await page.getByLabel('Attach an image').setInputFiles({ name: 'DOT.PNG', mimeType: 'image/png', buffer: PNG });
  await expect(mine(page).getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect.poll(() => storedSenders(page, '1').then((senders) => senders.length)).toBe(5);

  await page.getByLabel('Type a message').fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await notices.expectShown('alert', 'Please enter the message');
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a received text shows translated into the chosen language, which is kept', async ({ page, signedInAs }) => {
  await signedInAs('regular', CONVERSATION);
  await page.getByLabel('Translate messages to').selectOption('fr');
  const received = theirs(page).filter({ hasText: 'Hi! I loved your profile 😊' });
  await received.getByRole('button', { name: 'Translate' }).click();
  await expect(received.getByText('[fr] Hi! I loved your profile 😊')).toBeVisible();
  await received.getByRole('button', { name: 'Show original' }).click();
  await expect(received.getByText('[fr] Hi! I loved your profile 😊')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('chatTransLang'))).toBe('fr');
  await page.reload();
  await expect(page.getByLabel('Translate messages to')).toHaveValue('fr');
});

test.describe('nothing lost', () => {
  // The injected network failures are what the browser reports them as; the test is that nothing is lost through them.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED \(.*\/api\/websendmessage/] });

test('20 sends across forced disconnects: none lost, none twice, in order', async ({ page, signedInAs, faults }) => {
    // Twenty round trips, two outages and their retries: 10 s to 11 s on two busy cores.
    test.slow();
  // Tall enough that the virtualized list draws every message at once.
  await page.setViewportSize({ width: 1280, height: 4000 });
  // Playwright's clock, so the outbox's backoff is passed at once where only waited for (time flows as without it).
  await page.clock.install();
  await signedInAs('regular', chat('8', '177'));
  await expect(theirs(page).first()).toBeVisible();
  await fakeBackendReady(page);
  const before = (await storedSenders(page, '8')).length;
  const setOffline = async (offline: boolean) => {
    const fault = offline ? 'network-failure' : null;
    await faults.onCall('websendmessage', fault);
    await faults.onChatEvent('message', fault);
  };
  const texts = Array.from({ length: 20 }, (_, index) => `Round ${index + 1}`);

  for (const [index, text] of texts.entries()) {
    if (index === 10) {
      // Back up: what waited goes, once each.
      await setOffline(false);
      await sentAtTheirNextAttempt(page);
      // The echo is lost this time: the send call alone confirms, and nothing shows twice.
      await faults.onChatEvent('broad', 'network-failure');
    }
    if (index === 15) {
      await expect(page.locator('[data-pending="true"]')).toHaveCount(0);
      await faults.onChatEvent('broad', null);
    }
    if (index === 5 || index === 15) {
      await expect(page.locator('[data-pending="true"]')).toHaveCount(0);
      await setOffline(true);
    }
    await send(page, text);
    if (index === 7) await expect(page.locator('[data-pending="true"]')).toHaveCount(3);
  }
  await expect(page.locator('[data-pending="true"]')).toHaveCount(5);
  await expect(page.getByText('Waiting to send…')).toHaveCount(5);
  await setOffline(false);
  await sentAtTheirNextAttempt(page);

  const shown = async () => (await mine(page).locator('p').allTextContents()).filter((text) => text.startsWith('Round '));
  expect(await shown()).toEqual(texts);
  // The server holds each once, and so does the page after a reload.
  const stored = await storedSenders(page, '8');
  expect(stored.filter((sender) => sender === '1').length - 1).toBe(20);
  expect(stored.length).toBeGreaterThanOrEqual(before + 20);
  await page.reload();
  await expect(mine(page).last()).toBeVisible();
  expect(await shown()).toEqual(texts);
});
});

/** How far the conversation's end is below the visible part of the list (px). */
function distanceFromEnd(page: Page): Promise<number> {
  return page.getByTestId('message-list').evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);
}

/** The partner's message, when it is the conversation's last row. */
function theirLastRow(page: Page) {
  return page.getByTestId('message-list').locator('[data-index]').last().locator('[data-side="theirs"]');
}

test('a chat of 5,000 messages opens on the newest, however late the rows above it are measured', async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.messages);
  const applied = await applyScenario(page, 'long-chat');
  if (!applied) throw new Error('no scenario');
  await openInApp(page, chatPath(applied.details.chatId ?? '', applied.details.partnerId ?? ''));
  // Rows of one to four lines and photos, all guessed at one height: the list still ends on the newest,
  // the member's, the last of the scenario's eight texts (mocks/scenarios/long-chat.ts).
  await expect(mine(page).last()).toContainText('I think we should try that little Lebanese place near the station');
  await expect(mine(page).last()).toBeInViewport();
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
});

test('a chat at its newest message stays there when the list gets shorter around it', async ({ page, signedInAs }) => {
  await signedInAs('regular', paths.messages);
  const applied = await applyScenario(page, 'long-chat');
  if (!applied) throw new Error('no scenario');
  await openInApp(page, chatPath(applied.details.chatId ?? '', applied.details.partnerId ?? ''));
  await expect(mine(page).last()).toBeInViewport();
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
  // The list loses 12 px to what stands around it (a late font, a notice): no row changed, no render of its own.
  const list = page.getByTestId('message-list');
  const height = await list.evaluate((element) => element.clientHeight);
  await list.evaluate((element, shorter) => element.style.setProperty('max-block-size', `${shorter}px`), height - 12);
  await expect.poll(() => list.evaluate((element) => element.clientHeight)).toBe(height - 12);
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
});

test('for a member who asks for less motion, the list reads its new height at once, as it keeps its end in view', async ({ page, signedInAs }) => {
  // The suite runs with reduced motion. The list keeps its end in view by reading its height right after a render
  // (message-list.tsx); when every style change was a one-frame transition (theme.css), that read gave the old
  // height and a long chat stopped 12 px short of its newest message (seen once in a whole run).
  await signedInAs('regular', CONVERSATION);
  await expect(theirs(page).first()).toBeVisible();
  // Two heights taller than the list, written and read back in one task.
  const grown = await page.getByTestId('message-list').evaluate((list) => {
    const canvas = list.firstElementChild as HTMLElement;
    canvas.style.blockSize = `${list.clientHeight * 2}px`;
    const before = list.scrollHeight;
    canvas.style.blockSize = `${list.clientHeight * 2 + 100}px`;
    return list.scrollHeight - before;
  });
  expect(grown).toBe(100);
});

test('a chat of tall rows opened from the app lands on its newest message', async ({ page, signedInAs }) => {
  // The XSS corpus's chat: 30 media rows, then 48 texts of two to four lines, each guessed at one line's height.
  await signedInAs('regular', paths.messages);
  await fakeBackendReady(page);
  const planted = await page.evaluate((input) => window.__amora?.plantHostileInput(input), { texts: [...XSS_TEXTS], urls: [...XSS_URLS] });
  if (!planted) throw new Error('The fake backend has no controls on this page');
  await page.reload();
  await fakeBackendReady(page);
  // Opened from within the running app on a slow phone: its rows are measured over many frames as it settles in.
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await openInApp(page, chatPath(planted.chatId, planted.partnerId));
  await expect(conversation(page).getByText(XSS_TEXTS.at(-1) ?? '')).toBeInViewport();
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
});

test('reading older messages, a reply is offered by "New messages", which brings it into view', async ({ page, signedInAs, faults }) => {
  // Playwright's clock, so the held reply's wait can be passed at once (the hold runs on the page's setTimeout).
  await page.clock.install();
  // A laptop's window with its browser's bars and a dock: fewer sends fill it (one already does; five leave room).
  await page.setViewportSize({ width: 1280, height: 520 });
  await signedInAs('regular', CONVERSATION);
  const typing = page.getByText(/ is typing…$/);
  // Enough of a conversation that its newest message leaves the view when the member scrolls to the top, even
  // when the partner answers the burst once (twice if it came slowly).
  for (const word of ['One', 'two', 'three', 'four', 'five']) await send(page, word);
  await expect(theirLastRow(page)).toBeVisible();
  await expect(typing).toBeHidden();

  // The next reply is held back 8 s on its way, so the member has scrolled up to read when it comes.
  await faults.onChatEvent('broad', 'slow');
  await send(page, 'Shall we?');
  await expect(typing).toBeVisible();
  const sent = mine(page).filter({ hasText: 'Shall we?' });
  await page.getByTestId('message-list').press('Home');
  await expect(sent).not.toBeInViewport();
  // The reply comes, and the member is left where they were reading. Its wait (the partner's typing, then the
  // hold) passes a second at a time on Playwright's clock, the member still up there: the hold's timer is set only
  // once the partner has answered, so one jump made at once could come before it.
  const newMessages = page.getByRole('button', { name: 'New messages' });
  await passPageTimeUntil(page, { step: 1_000, within: SLOW_FAULT_MS * 3 }, () => expect(newMessages).toBeVisible({ timeout: 100 }));
  await expect(newMessages).toBeVisible();
  await expect(sent).not.toBeInViewport();

  await newMessages.click();
  await expect(newMessages).toBeHidden();
  await expect(theirLastRow(page)).toBeInViewport();
  await expect(sent).toBeInViewport();
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
});

test('names and texts carrying script probes show as text and run nothing', async ({ page, signedInAs }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
  await signedInAs('regular', paths.messages);
  const applied = await applyScenario(page, 'chat-with-probes');
  if (!applied) throw new Error('no scenario');
  await openInApp(page, chatPath(applied.details.chatId ?? '', applied.details.partnerId ?? ''));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror="window.__xss=1">');
  // In the conversation: on a laptop the chat list beside it shows the last text too, as text.
  const conversation = page.getByTestId('message-list');
  await expect(conversation.getByText('<script>window.__xss=2</script>')).toBeVisible();
  await expect(conversation.getByText('<a href="javascript:window.__xss=3">click me</a>')).toBeVisible();
  await expect(conversation.getByText('<img src=x onerror="window.__xss=4">')).toBeVisible();
  await send(page, '<img src=x onerror="window.__xss=5">');
  await expect(mine(page).getByText('<img src=x onerror="window.__xss=5">')).toBeVisible();
  await expect(page.locator('[data-testid="message-list"] a, [data-testid="message-list"] script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('Arabic mirrors the sides: my messages at the left, theirs at the right', async ({ page, signedInAs }) => {
  await signedInAs('regular', CONVERSATION);
  const own = mine(page).first().locator('div').first();
  const other = theirs(page).first().locator('div').first();
  const [ownLtr, otherLtr] = [await own.boundingBox(), await other.boundingBox()];
  expect(ownLtr && otherLtr && ownLtr.x > otherLtr.x).toBe(true);

  await setLanguage(page, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'العودة إلى الرسائل' })).toBeVisible();
  const [ownRtl, otherRtl] = [await own.boundingBox(), await other.boundingBox()];
  expect(ownRtl && otherRtl && ownRtl.x < otherRtl.x).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
