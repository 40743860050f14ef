import i18next, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@/shared/api/contract/common';
import { DEFAULT_LANGUAGE, directionOf } from './languages';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

/**
 * Texts live in locales/<language>/<namespace>.json, one namespace per feature.
 * English ships with the first page (it is also the fallback); French and Arabic
 * load when chosen.
 */
const english = import.meta.glob<ResourceLanguage>('../../../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<ResourceLanguage>(['../../../locales/*/*.json', '!../../../locales/en/*.json'], { import: 'default' });

const namespaceOf = (path: string) => path.split('/').pop()?.replace(/\.json$/, '') ?? '';
const englishResources = Object.fromEntries(Object.entries(english).map(([path, texts]) => [namespaceOf(path), texts]));

export const i18n = i18next;

export async function initI18n(language: LanguageCode = readLanguageCookie()): Promise<typeof i18next> {
  i18next.on('languageChanged', (code) => applyDocumentLanguage(code as LanguageCode));
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((code: string, namespace: string) => {
        const load = others[`../../../locales/${code}/${namespace}.json`];
        return load ? load() : Promise.resolve({});
      }),
    )
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'fr', 'ar'],
      resources: { en: englishResources },
      partialBundledLanguages: true,
      ns: Object.keys(englishResources),
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
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}
