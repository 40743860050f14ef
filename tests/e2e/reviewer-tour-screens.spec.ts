import type { Locator } from '@playwright/test';
import arDeck from '../../locales/ar/deck.json' with { type: 'json' };
import arLists from '../../locales/ar/lists.json' with { type: 'json' };
import arMatch from '../../locales/ar/match.json' with { type: 'json' };
import arMessages from '../../locales/ar/messages.json' with { type: 'json' };
import arChat from '../../locales/ar/chat.json' with { type: 'json' };
import arShell from '../../locales/ar/shell.json' with { type: 'json' };
import arPayments from '../../locales/ar/payments.json' with { type: 'json' };
import enDeck from '../../locales/en/deck.json' with { type: 'json' };
import enLists from '../../locales/en/lists.json' with { type: 'json' };
import enMatch from '../../locales/en/match.json' with { type: 'json' };
import enMessages from '../../locales/en/messages.json' with { type: 'json' };
import enChat from '../../locales/en/chat.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import enPayments from '../../locales/en/payments.json' with { type: 'json' };
import frDeck from '../../locales/fr/deck.json' with { type: 'json' };
import frLists from '../../locales/fr/lists.json' with { type: 'json' };
import frMatch from '../../locales/fr/match.json' with { type: 'json' };
import frMessages from '../../locales/fr/messages.json' with { type: 'json' };
import frChat from '../../locales/fr/chat.json' with { type: 'json' };
import frShell from '../../locales/fr/shell.json' with { type: 'json' };
import frPayments from '../../locales/fr/payments.json' with { type: 'json' };
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { openInApp, passPageTimeUntil, setLanguage, topCard } from './helpers';

// What comes after the deck's 2 s opening wait is judged here, not the wait itself (fixtures.ts: deckWait).
test.use({ deckWait: 'skipped' });

/**
 * What a reviewer saw on a tour of the signed-in screens (issue 51, items 4 to 8), judged in English,
 * French and Arabic at a phone's 390 px, a laptop's 1,280 px and a desktop's 1,440 px.
 */
const TEXTS = {
  en: { chat: enChat, deck: enDeck, lists: enLists, match: enMatch, messages: enMessages, payments: enPayments, shell: enShell },
  fr: { chat: frChat, deck: frDeck, lists: frLists, match: frMatch, messages: frMessages, payments: frPayments, shell: frShell },
  ar: { chat: arChat, deck: arDeck, lists: arLists, match: arMatch, messages: arMessages, payments: arPayments, shell: arShell },
} as const;
type Language = keyof typeof TEXTS;
const LANGUAGES = ['en', 'fr', 'ar'] as const satisfies readonly Language[];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** The box of an element on screen (it must be laid out). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box on screen`);
  return box;
}

/** A plan card wide enough for its lines: three in view (the spec's carousel), using the width they are given. */
const MIN_CARD_WIDTH = (width: number) => (width < 600 ? 100 : 150);

/** The button is on screen whole, and nothing (the phone's tab bar) lies over its centre. */
async function expectUncovered(button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(
    await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && element.contains(top);
    }),
  ).toBe(true);
}

/**
 * Items 4, 6 and 7 in one journey a language, each screen judged at every width with the window resized: the plan
 * picker (the payment screen, signed in by its own load, then the popup on the likes), the locked likes and
 * visitors, then a chat search that found nothing.
 */
for (const language of LANGUAGES) {
  test(`the plan picker, the locked likes and visitors, and a chat search that found nothing (items 4, 6, 7; ${language}, ${WIDTHS.map(({ width }) => width).join(', ')} px)`, async ({ page, signedInAs }) => {
    const { lists, messages, payments } = TEXTS[language];

    await test.step('item 4, the premium payment screen: the popular plan chosen, cards that use the width, the price and Pay in view', async () => {
      await page.setViewportSize(WIDTHS[0]);
      await setLanguage(page, language);
      // Signed in by the one load of the screen, not a load of the deck before it.
      await signedInAs('regular', paths.premiumPayment);
      const plans = page.getByRole('radiogroup', { name: payments.carousel.label.premium });
      const chosen = plans.getByRole('radio', { checked: true });
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await expect(chosen).toHaveCount(1);
        await expect(chosen).toHaveAttribute('data-popular', 'true');
        await expect(chosen).toContainText(payments.plans.mostChosen);
        expect((await boxOf(chosen)).width, `${viewport.width} px`).toBeGreaterThanOrEqual(MIN_CARD_WIDTH(viewport.width));
        await expect(page.getByText(/^Choose a (plan|pack) to see its price\.$/)).toHaveCount(0);
        // Pay comes 2 s after the payment token (the spec's timing), with the chosen plan's price, and stays in view.
        const price = (await chosen.getAttribute('aria-label'))?.split(', ').pop() ?? '';
        const pay = page.getByRole('button', { name: payments.pay.button.replace('{{price}}', price) });
        await expect(pay).toBeVisible();
        await expectUncovered(pay);
        await page.mouse.wheel(0, 2000);
        await expectUncovered(pay);
      }
    });

    await test.step('item 4, the premium popup: it opens on the popular plan, Continue at hand', async () => {
      await page.setViewportSize(WIDTHS[0]);
      await openInApp(page, paths.likes);
      await page.getByRole('complementary').getByRole('button', { name: lists.becomePremium }).click();
      const popup = page.getByRole('dialog');
      const chosen = popup.getByRole('radiogroup', { name: payments.carousel.label.premium }).getByRole('radio', { checked: true });
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await expect(chosen).toHaveAttribute('data-popular', 'true');
        expect((await boxOf(chosen)).width, `${viewport.width} px`).toBeGreaterThanOrEqual(MIN_CARD_WIDTH(viewport.width));
        await expect(popup.getByRole('link', { name: payments.popup.continue })).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    });

    await test.step("item 6: a free member's likes and visitors are blurred faces under a lock, with no placeholder bars", async () => {
      for (const [path, title] of [
        [paths.likes, lists.likes.title],
        [paths.visitors, lists.visitors.title],
      ] as const) {
        await openInApp(page, path);
        const cards = page.getByRole('list', { name: title }).getByRole('listitem');
        await expect(cards.first()).toBeVisible();
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          const card = cards.first();
          const photo = card.locator('img');
          const lock = card.locator('[data-locked] svg');
          await expect(lock).toBeVisible();
          // The photo is the whole card: nothing under it that reads as text still to come.
          await expect.poll(async () => Math.abs((await boxOf(card)).height - (await boxOf(photo.locator('..'))).height)).toBeLessThanOrEqual(1);
          const face = await boxOf(photo.locator('..'));
          const padlock = await boxOf(lock);
          expect(padlock.x).toBeGreaterThan(face.x);
          expect(padlock.x + padlock.width).toBeLessThan(face.x + face.width);
          expect(padlock.y).toBeGreaterThan(face.y);
          expect(padlock.y + padlock.height).toBeLessThan(face.y + face.height);
        }
        // The prompt the spec gives these lists stays above them.
        await expect(page.getByRole('complementary').getByRole('button', { name: lists.becomePremium })).toBeVisible();
      }
    });

    await test.step('item 7: "No chat fits this search or filter", not "Start the chat!"', async () => {
      for (const viewport of WIDTHS) {
        // The list is a page of its own on a phone and a pane beside the chats from 1,200 px: each width opens it
        // anew, its search emptied first (a width that keeps the same list keeps what was typed in it).
        await page.setViewportSize(viewport);
        await openInApp(page, paths.messages);
        const search = page.getByRole('searchbox', { name: messages.search.label });
        await search.fill('');
        const list = page.getByRole('list', { name: messages.listLabel });
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await search.fill('nobody-by-this-name');
        await expect(page.getByText(messages.empty.filteredText)).toBeInViewport();
        await expect(page.getByText(messages.empty.text)).toBeHidden();
        await expect(page.getByRole('link', { name: messages.empty.seeMatches })).toBeHidden();
      }
    });
  });
}

/** The seed's chat with two unread texts from partner 171 (navigation.spec.ts): the sidebar counts 4 with another chat's two. */
/**
 * The widths from 1,200 px, each with one of the regular member's two unread chats (two unread messages each,
 * mocks/seed/write-demo-chats.ts).
 */
const SPLIT_VIEW_ROUNDS = [
  { viewport: WIDTHS[1], chat: { receiverId: '171', chatId: '2' } },
  { viewport: WIDTHS[2], chat: { receiverId: '172', chatId: '3' } },
] as const;

/** The deck's person on top who already liked the regular member (match.spec.ts): a like makes the match. */
const LIKER = '151';

test.describe('the split view stays current, from 1,200 px (item 5), and the match moment is the whole screen (item 8)', () => {
  for (const language of LANGUAGES) {
    // One journey a language: one unread chat read and answered at each width, the window resized between them; then
    // the deck's match.
    test(`reading and answering a chat beside the list updates the count and the row (${language}, ${SPLIT_VIEW_ROUNDS.map(({ viewport }) => viewport.width).join(', ')} px); "It's a Match!" covers the screen with both photos and a large title (${WIDTHS.map(({ width }) => width).join(', ')} px)`, async ({ page, signedInAs }) => {
      const { chat, messages, shell } = TEXTS[language];
      await page.setViewportSize(SPLIT_VIEW_ROUNDS[0].viewport);
      await setLanguage(page, language);
      // Playwright's clock, so the partner's pause before the reply is passed at once (time flows as without it).
      await page.clock.install();
      await signedInAs('regular', paths.messages);
      const listPane = page.getByRole('region', { name: messages.title });
      const filter = listPane.getByRole('combobox', { name: messages.filter.label });
      const count = page.getByRole('navigation', { name: shell.navLabel }).locator(`a[href$="${paths.messages}"]`);
      await expect(count).toHaveText(/\D4$/);

      for (const [index, { viewport, chat: unreadChat }] of SPLIT_VIEW_ROUNDS.entries()) {
        await page.setViewportSize(viewport);
        await filter.selectOption('all');
        const row = listPane.locator(`a[href$="${paths.chat.to(unreadChat)}"]`);
        const unreadLeft = 2 * (SPLIT_VIEW_ROUNDS.length - index - 1);
        // The sidebar's count, or no count once nothing is unread.
        const countAfterReading = unreadLeft ? new RegExp(`\\D${unreadLeft}$`) : /\D$/;
        await row.click();
        // Side by side: the list stays, the chat opens beside it.
        const conversation = page.getByRole('region', { name: chat.region });
        await expect(conversation.getByRole('log')).toBeVisible();
        await expect(listPane.getByRole('list', { name: messages.listLabel })).toBeVisible();
        const [listBox, chatBox] = [await boxOf(listPane), await boxOf(conversation)];
        expect(Math.abs(listBox.y - chatBox.y)).toBeLessThanOrEqual(1);
        expect(language === 'ar' ? listBox.x > chatBox.x : listBox.x < chatBox.x).toBe(true);
        // Read: its two unread texts leave the sidebar's count, as they do when the chat has the whole page.
        await expect(count).toHaveText(countAfterReading);

        const theirs = conversation.locator('[data-side="theirs"]');
        const before = await theirs.count();
        const mine = `Hello from the split view ${language} at ${viewport.width} px`;
        await conversation.getByRole('textbox', { name: chat.input }).fill(mine);
        await conversation.getByRole('textbox', { name: chat.input }).press('Enter');
        await expect(row).toContainText(mine);
        // The partner reads, types, then answers (mocks/people/partner-replies.ts): passed a second at a time on
        // Playwright's clock, as the reply's timer is set only once the message is stored; within the suite's 10 s.
        await passPageTimeUntil(page, { step: 1_000, within: 10_000 }, () => expect(theirs).toHaveCount(before + 1, { timeout: 100 }));
        const reply = (await theirs.last().locator('p[dir="auto"]').first().textContent()) ?? '';
        expect(reply).not.toBe('');
        await expect(row).toContainText(reply);
        await expect(row).not.toContainText(mine);
        // Seen as it came: the reply is read, the count stays.
        await expect(count).toHaveText(countAfterReading);
        // The server agrees: the Unread filter lists the other unread chats only.
        await filter.selectOption('unread');
        await expect(listPane.getByRole('list', { name: messages.listLabel }).getByRole('listitem')).toHaveCount(unreadLeft / 2);
        await expect(row).toHaveCount(0);
      }

      // Item 8, the match moment is the whole screen on a phone too: the match made once at a phone's width, then
      // the moment judged at each width with the window resized (a fixed layer of the style sheet's).
      const { deck, match } = TEXTS[language];
      await page.setViewportSize(WIDTHS[0]);
      await openInApp(page, paths.peopleNear);
      await expect(topCard(page)).toHaveAttribute('data-person-id', LIKER);
      await expect(page.getByRole('group', { name: deck.actions.group }).locator('[aria-busy="true"]')).toHaveCount(0);
      await page.getByRole('button', { name: deck.actions.like, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: match.title });
      await expect(dialog).toBeVisible();
      for (const viewport of WIDTHS) {
        await test.step(`${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          // The whole screen (a page scrollbar may take its width off the side), not a sheet from the bottom.
          await expect.poll(async () => (await boxOf(dialog)).height).toBe(viewport.height);
          const moment = await boxOf(dialog);
          expect(moment.y).toBe(0);
          expect(moment.height).toBe(viewport.height);
          expect(moment.width).toBeGreaterThanOrEqual(viewport.width - 20);
          await expect(dialog.getByRole('img')).toHaveCount(2);
          for (const photo of await dialog.getByRole('img').all()) await expect(photo).toBeInViewport();
          const title = dialog.getByRole('heading', { name: match.title });
          expect(await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(32);
          // One axis from the title to the buttons: the title, the field's label and Send message share the centre.
          expect(await dialog.locator('label').evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
          const centre = moment.x + moment.width / 2;
          for (const part of [title, dialog.getByRole('button', { name: match.sendMessage }).locator('..')]) {
            const box = await boxOf(part);
            expect(Math.abs(box.x + box.width / 2 - centre)).toBeLessThanOrEqual(80);
          }
        });
      }
    });
  }
});
