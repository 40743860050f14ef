import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/api/api';
import { changeLanguage, i18n, initI18n } from '@/shared/i18n/i18n';
import { countCalls } from '../../support/requests';

async function languageSentWith(call: () => Promise<unknown>): Promise<string | null> {
  const calls = countCalls();
  await call();
  calls.stop();
  const forms = await calls.forms();
  return forms.at(-1)?.language ?? null;
}

describe('languages', () => {
  it("defaults to English and sends 'en' with every call", async () => {
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(await languageSentWith(() => api.call('checklicense', { hostname: 'x' }))).toBe('en');
  });

  it('keeps the choice in the language cookie and sends it with every call', async () => {
    await initI18n();
    await changeLanguage('fr');
    expect(Cookies.get('language')).toBe('fr');
    expect(i18n.t('common:yes')).toBe('Oui');
    expect(await languageSentWith(() => api.call('checklicense', { hostname: 'x' }))).toBe('fr');
  });

  it('mirrors the document for Arabic', async () => {
    await initI18n();
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('common:yes')).toBe('نعم');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('has every English text in French and Arabic', async () => {
    const english = import.meta.glob<Record<string, unknown>>('../../../../locales/en/*.json', { eager: true, import: 'default' });
    const others = import.meta.glob<Record<string, unknown>>('../../../../locales/{fr,ar}/*.json', { eager: true, import: 'default' });
    const keysOf = (texts: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
      );
    for (const [path, texts] of Object.entries(english)) {
      for (const language of ['fr', 'ar']) {
        const translated = others[path.replace('/en/', `/${language}/`)];
        expect(translated, `${path} in ${language}`).toBeDefined();
        const missing = [...new Set(keysOf(texts))].filter((key) => !new Set(keysOf(translated ?? {})).has(key));
        expect(missing, `${path}: keys missing in ${language}`).toEqual([]);
      }
    }
  });
});
