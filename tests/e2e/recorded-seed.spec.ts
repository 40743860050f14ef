import { readFileSync } from 'node:fs';
import { recordedSeedNumber } from '../../mocks/seed/recorded/recorded-seed-name';
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, countsInPage, endsAt, fillCard, topCard } from './helpers';

// What comes after the deck's 2 s opening wait is judged here, not the wait itself (fixtures.ts: deckWait).
test.use({ deckWait: 'skipped' });

/**
 * A recorded seed replayed (docs/guide/contract.md#recording-a-server): fixtures/recorded/seed-7.json was
 * recorded by `npm run contract:record` from the standalone server started on seed 7, as its regular member.
 * Opened with `?seed=recorded:seed-7`, the demo shows that world, scrubbed (the deck's people in the
 * server's order, the same counts, the chats and their messages), and it is live: liking, chatting and buying work.
 */
interface RecordedMember {
  user_id: string;
  user_name: string;
  age: string;
  lat: string;
}
interface Recorded {
  account: { user_id: string; email: string };
  counts: { message: string; visitors: string; superlike_request: string; like_request: string };
  records: { members: RecordedMember[]; chats: { chat_id: string; member_ids: [string, string] }[]; messages: { chat_id: string }[] };
}

const recorded = JSON.parse(readFileSync(new URL('../../fixtures/recorded/seed-7.json', import.meta.url), 'utf8')) as Recorded;
const me = recorded.records.members.find((member) => member.user_id === recorded.account.user_id) as RecordedMember;
const others = recorded.records.members.filter((member) => member !== me);
const memberOf = (id: string) => others.find((member) => member.user_id === id) as RecordedMember;
/** The deck's people stand north of the member, one km per card, in the order the server dealt them. */
const deck = others.filter((member) => Math.abs(Number(member.lat) - Number(me.lat)) < 1).sort((x, y) => Number(x.lat) - Number(y.lat));

test('the recorded world: the same deck, counts, chats and messages, scrubbed; liking, chatting and buying work on it', async ({ page }) => {
  // Three screens and a payment on two busy cores.
  test.slow();
  await page.goto('?seed=recorded:seed-7');
  await expect(page).toHaveURL(endsAt(paths.peopleNear));
  const first = deck[0] as RecordedMember;
  await expect(topCard(page)).toHaveAttribute('data-person-id', first.user_id);
  await expect(topCard(page).getByRole('heading', { name: `${first.user_name}, ${first.age}` })).toBeVisible();
  // Scrubbed: recorded names carry an initial, which the seeds' names never do.
  expect(first.user_name).toMatch(/^\S+ [A-Z]\.$/);

  expect(await countsInPage(page)).toEqual(recorded.counts);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: `Visitors ${recorded.counts.visitors} new` })).toBeVisible();

  // A chat with messages: the same partner, the same number of messages.
  const chat = recorded.records.chats.find((candidate) => recorded.records.messages.filter((message) => message.chat_id === candidate.chat_id).length >= 2);
  if (!chat) throw new Error('seed-7 holds no chat with two messages');
  const partnerId = chat.member_ids.find((id) => id !== me.user_id) as string;
  const stored = recorded.records.messages.filter((message) => message.chat_id === chat.chat_id).length;
  await page.goto(at(paths.messages));
  const row = page.locator(`a[href$="${paths.chat.to({ receiverId: partnerId, chatId: chat.chat_id })}"]`);
  await expect(row).toContainText(memberOf(partnerId).user_name);
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: memberOf(partnerId).user_name })).toBeVisible();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.locator('[data-side]')).toHaveCount(stored);
  const input = page.getByLabel('Type a message');
  await input.fill('Hello from the recorded world');
  await input.press('Enter');
  await expect(conversation.locator('[data-side="mine"]').getByText('Hello from the recorded world')).toBeVisible();
  await expect(conversation.locator('[data-side]')).toHaveCount(stored + 1);

  // The deck's first card liked the member on the server: liking back is a match there, and here.
  await page.goto(at(paths.peopleNear));
  await expect(topCard(page)).toHaveAttribute('data-person-id', first.user_id);
  await expect(page.getByRole('group', { name: 'Decide' }).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('dialog', { name: "It's a Match!" })).toBeVisible();

  // The recorded shop sells: a premium plan paid with the approved card.
  await page.goto(at(paths.profile));
  await page.getByRole('button', { name: 'Become a Premium Member' }).click();
  const popup = page.getByRole('dialog', { name: 'Become a Premium Member' });
  await popup.getByRole('radio').first().click();
  await popup.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium payment' })).toBeVisible();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: 'You are a Premium Member' })).toBeVisible();
});

test('the controls load a recorded seed; signing in as the regular member then opens its world', async ({ page }) => {
  await page.goto('?controls=on');
  await page.getByRole('button', { name: 'Demo controls' }).click();
  const panel = page.getByRole('region', { name: 'Demo controls' });
  await panel.getByLabel('Recorded seed').selectOption('seed-7');
  await panel.getByRole('button', { name: 'Load recorded seed' }).click();
  // The controls go to the login once the data is reset.
  await expect(page).toHaveURL(endsAt(paths.login));
  expect(await page.evaluate(() => window.__amora?.seed())).toBe(recordedSeedNumber('seed-7'));
  await page.evaluate(() => window.__amora?.signInAs('regular'));
  await expect(page).toHaveURL(endsAt(paths.peopleNear));
  await expect(topCard(page)).toHaveAttribute('data-person-id', (deck[0] as RecordedMember).user_id);
});
