import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/shared/api/client';
import type { LanguageCode } from '@/shared/api/contract/common';
import { INVALID_ACCESS } from '@/shared/api/rules';
import { messageSources, messageTranslations } from '@mocks/messages/translations';
import { refusalOf } from '../support/api-failure';

/** A client that speaks one language, as the app does once a member picked it. */
const clientIn = (language: LanguageCode, token: string | null = null) =>
  createApiClient({ baseUrl: '/api/', getToken: () => token, getLanguage: () => language });

describe("the fake backend answers its messages in the call's language", () => {
  it.each([
    ['en', 'Email or Password Incorrect'],
    ['fr', 'E-mail ou mot de passe incorrect'],
    ['ar', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'],
  ] as const)('a wrong password on webemaillogin, in %s', async (language, text) => {
    const error = await refusalOf(clientIn(language).call('webemaillogin', { email: 'free@demo.test', password: 'not-the-password' }));
    expect(error.message).toBe(text);
  });

  it.each([
    ['en', 'Password reset link sent to your email'],
    ['fr', 'Le lien de réinitialisation du mot de passe a été envoyé à votre adresse e-mail'],
    ['ar', 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني'],
  ] as const)('an accepted answer (webforgot), in %s', async (language, text) => {
    const answer = await clientIn(language).call('webforgot', { email: 'free@demo.test' });
    expect(answer).toMatchObject({ status: 'true', message: text });
  });

  it("keeps 'Invalid access' English: the client compares it to sign the member out", async () => {
    const error = await refusalOf(clientIn('fr', 'no-such-token').call('webchangepassword', { old_password: 'secret12', new_password: 'secret34' }));
    expect(error.message).toBe(INVALID_ACCESS);
  });
});

describe('the translation table', () => {
  const staticTexts = Object.entries(messageSources).flatMap(([source, messages]) =>
    Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${source}.${key}`, text] as const),
  );

  it('has a French and an Arabic text for every static message the handlers answer', () => {
    const missing = staticTexts.filter(([, text]) => !messageTranslations[text]?.fr || !messageTranslations[text]?.ar).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('holds no text that no message object says any more', () => {
    const known = new Set(staticTexts.map(([, text]) => text));
    expect(Object.keys(messageTranslations).filter((text) => !known.has(text))).toEqual([]);
  });
});
