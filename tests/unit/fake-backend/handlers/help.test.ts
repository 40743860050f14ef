import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/shared/api/client';
import type { LanguageCode } from '@/shared/api/contract/common';

/** A client that speaks one language, as the app does once a member picked it. */
const clientIn = (language: LanguageCode) => createApiClient({ baseUrl: '/api/', getToken: () => null, getLanguage: () => language });

describe('webhelppages answers in the language the call carries', () => {
  it.each([
    ['en', 'Safety Tips', 'Terms and Conditions'],
    ['fr', 'Conseils de sécurité', 'Conditions générales'],
    ['ar', 'نصائح الأمان', 'الشروط والأحكام'],
  ] as const)('%s', async (language, safetyTips, terms) => {
    const { helppages } = await clientIn(language).call('webhelppages', {});
    expect(helppages.map((page) => page.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(helppages.find((page) => page.id === '2')?.title).toBe(safetyTips);
    expect(helppages.find((page) => page.id === '1')?.title).toBe(terms);
  });
});
