import type { TranslationPort } from '@/shared/ports/translation';

/**
 * A deterministic stand-in for the translation service: the same text and
 * language always give the same result, marked with the language so a
 * reviewer sees that it was "translated".
 */
const names: Record<string, Record<string, string>> = {
  en: { en: 'English', fr: 'French', ar: 'Arabic', es: 'Spanish', de: 'German', it: 'Italian' },
  fr: { en: 'Anglais', fr: 'Français', ar: 'Arabe', es: 'Espagnol', de: 'Allemand', it: 'Italien' },
  ar: { en: 'الإنجليزية', fr: 'الفرنسية', ar: 'العربية', es: 'الإسبانية', de: 'الألمانية', it: 'الإيطالية' },
};

export const fakeTranslation: TranslationPort = {
  async languages(displayLanguage) {
    const table = names[displayLanguage] ?? names.en ?? {};
    return Object.entries(table).map(([code, name]) => ({ code, name }));
  },
  async translate(text, targetLanguage) {
    return `[${targetLanguage}] ${text}`;
  },
};
