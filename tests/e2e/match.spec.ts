import type { Page } from '@playwright/test';
import arDeck from '../../locales/ar/deck.json' with { type: 'json' };
import arMatch from '../../locales/ar/match.json' with { type: 'json' };
import enDeck from '../../locales/en/deck.json' with { type: 'json' };
import enMatch from '../../locales/en/match.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, topCard, VIEWPORTS } from './helpers';

/**
 * The match: like the person on top who already liked the member (the seed's
 * person 151 for the regular member), "It's a Match!" opens with both photos and a field for the
 * first words; Send message takes them to the chat, where they show as any message; Keep swiping
 * closes it and the deck goes on, to person 161, who super liked the member: a like matches again.
 * Escape closes it too: deck.spec.ts.
 */
const TEXTS = { en: { deck: enDeck, match: enMatch }, ar: { deck: arDeck, match: arMatch } } as const;
type Language = keyof typeof TEXTS;
const LIKER = '151';
const SUPER_LIKER = '161';

/** On the deck the persona landed on, in the language the block asked for from the first load. */
async function likeTheLiker(page: Page, language: Language, liker = LIKER) {
  const { deck, match } = TEXTS[language];
  const top = topCard(page);
  await expect(top).toHaveCount(1);
  await expect(top).toHaveAttribute('data-person-id', liker);
  await expect(page.getByRole('group', { name: deck.actions.group }).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: deck.actions.like, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: match.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the match', () => {
  // What comes after the deck's 2 s opening wait is judged here, not the wait.
  test.use({ persona: 'regular', deckWait: 'skipped' });

  for (const viewport of VIEWPORTS) {
    for (const language of ['en', 'ar'] as const) {
      test.describe(() => {
        // The first load in the journey's language and at its width.
        test.use({ language, viewport });

        // One journey: Keep swiping after the first match, then a first message from the second.
        test(`"Keep swiping" closes "It's a Match!" and the deck goes on; a first message from the next match arrives in the chat (${language}, ${viewport.width} px)`, async ({ page }) => {
          const { match } = TEXTS[language];
          const first = await likeTheLiker(page, language);
          await first.getByRole('button', { name: match.keepSwiping }).click();
          await expect(first).toBeHidden();
          await expect(page).toHaveURL(/\/app\/PeopleNear$/);
          await expect(topCard(page)).not.toHaveAttribute('data-person-id', LIKER);

          const dialog = await likeTheLiker(page, language, SUPER_LIKER);
          await expect(dialog.getByRole('img')).toHaveCount(2);
          const field = dialog.getByRole('textbox', { name: /./ });
          await expect(field).toBeVisible();
          await expectNoSeriousA11yViolations(page);
          const words = language === 'ar' ? 'مرحبا! كيف حالك؟' : 'Hi! Coffee this week?';
          await field.fill(words);
          await dialog.getByRole('button', { name: match.sendMessage }).click();
          await expect(page).toHaveURL(new RegExp(`/app/Message/MessageNew/${SUPER_LIKER}/[^/]+$`));
          await expect(page.getByRole('log').getByText(words)).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });
      });
    }
  }
});
