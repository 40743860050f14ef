import arChat from '../../locales/ar/chat.json' with { type: 'json' };
import arCommon from '../../locales/ar/common.json' with { type: 'json' };
import enChat from '../../locales/en/chat.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import frChat from '../../locales/fr/chat.json' with { type: 'json' };
import frCommon from '../../locales/fr/common.json' with { type: 'json' };
import { paths } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { at, expectSkipLinkFirst, setLanguage, VIEWPORTS } from './helpers';

/**
 * The keyboard on the chat and the skip link, in en, fr and ar, at a phone's width and a
 * laptop's. The regular demo member's chat 1 (with person 170) holds two received texts, each with its Translate.
 */

const TEXTS = {
  en: { chat: enChat, common: enCommon },
  fr: { chat: frChat, common: frCommon },
  ar: { chat: arChat, common: arCommon },
} as const;
type Language = keyof typeof TEXTS;
const LANGUAGES = Object.keys(TEXTS) as Language[];

const CHAT_1 = paths.chat.to({ receiverId: '170', chatId: '1' });

test.describe('the chat', () => {
  for (const viewport of VIEWPORTS) {
    test(`opens with the focus in the message box; the conversation is one Tab stop, its Translate links reached with the arrows (${viewport.width} px)`, async ({ page, signedInAs }) => {
      await page.setViewportSize(viewport);
      // The sign-in's own load is the chat in English, the first language's page.
      await signedInAs('regular', CHAT_1);
      for (const language of LANGUAGES) {
        const { chat } = TEXTS[language];
        if (language !== 'en') {
          await setLanguage(page, language);
          await page.goto(at(CHAT_1));
        }
        const box = page.getByRole('textbox', { name: chat.input });
        await expect(box, language).toBeFocused();

        // The menu loads beside the screen (a lazy chunk): in place before the keys go back through the header.
        await expect(page.getByRole('button', { name: chat.menu.label })).toBeVisible();
        const conversation = page.getByRole('log');
        const translate = conversation.getByRole('button', { name: chat.translate, exact: true });
        await expect(translate).toHaveCount(2);
        // Back from the box: the attach button, the conversation as one stop, then the chat's menu.
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByLabel(chat.attach), language).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(conversation, language).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByRole('button', { name: chat.menu.label }), language).toBeFocused();

        // Inside the conversation the arrows go from action to action, the latest first.
        await page.keyboard.press('Tab');
        await expect(conversation).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(translate.last(), language).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(translate.first(), language).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(conversation.getByRole('button', { name: chat.showOriginal }), language).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(translate.last(), language).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(conversation, language).toBeFocused();
        // Out of it in one Tab.
        await page.keyboard.press('Tab');
        await expect(page.getByLabel(chat.attach), language).toBeFocused();
      }
    });
  }

  test.describe(() => {
    test.use({ persona: 'regular', landing: paths.messages });

    test('opened from the chat list, the focus is in the message box', async ({ page }) => {
      // The row's link to chat 1 (its name is the partner's, which the seed picks).
      await page.locator(`a[href$="${paths.chat.to({ receiverId: '170', chatId: '1' })}"]`).click();
      await expect(page.getByRole('textbox', { name: enChat.input })).toBeFocused();
    });
  });
});

// The skip link of the public pages is judged where those pages are loaded in every language and at both widths,
// with their hydration (prerender.spec.ts): one load of each page judges both.
test.describe('the skip link', () => {
  for (const viewport of VIEWPORTS) {
    test(`is the first stop of the signed-in screens and goes to their content (${viewport.width} px)`, async ({ page, signedInAs }) => {
      await page.setViewportSize(viewport);
      // The sign-in's own load is People Near in English: the first language's page.
      await signedInAs('regular');
      for (const language of LANGUAGES) {
        if (language !== 'en') {
          await setLanguage(page, language);
          await page.goto(at(paths.peopleNear));
        }
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectSkipLinkFirst(page, TEXTS[language].common.skipToContent, language);
        // The next Tab is inside the content, past the sidebar or the menu button.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), language).toBe(true);
      }
    });
  }
});
