import i18next, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@/shared/api/contract/common';
import { DEFAULT_LANGUAGE, directionOf } from './languages';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

/**
 * Texts live in locales/<language>/<namespace>.json, one namespace per feature.
 * Only the English common texts ship with the first page (English is also the
 * fallback); every other namespace loads with the screen that uses it
 * (useTranslation suspends meanwhile), so the first page does not grow with
 * each feature.
 */
const LOCALES = '../../../locales';
const englishCommon = import.meta.glob<ResourceLanguage>('../../../locales/en/common.json', { eager: true, import: 'default' });
const lazyTexts = import.meta.glob<ResourceLanguage>(['../../../locales/*/*.json', '!../../../locales/en/common.json'], { import: 'default' });

/** Every namespace there is, for the tests and stories that load them all at once. */
export const namespaces = [...new Set(Object.keys(lazyTexts).map((path) => path.split('/').pop()?.replace(/\.json$/, '') ?? ''))];

export const i18n = i18next;

export async function initI18n(language: LanguageCode = readLanguageCookie()): Promise<typeof i18next> {
  i18next.on('languageChanged', (code) => applyDocumentLanguage(code as LanguageCode));
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((code: string, namespace: string) => {
        const load = lazyTexts[`${LOCALES}/${code}/${namespace}.json`];
        return load ? load() : Promise.resolve({});
      }),
    )
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'fr', 'ar'],
      resources: { en: { common: englishCommon[`${LOCALES}/en/common.json`] ?? {} } },
      partialBundledLanguages: true,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(i18next.language as LanguageCode);
  return i18next;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  writeLanguageCookie(code);
  await i18next.changeLanguage(code);
}

/** Arabic mirrors the whole layout: CSS uses logical properties, so `dir` is enough. */
function applyDocumentLanguage(code: LanguageCode) {
  // The public pages are also prerendered in Node (src/app/prerender/), where there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}
