import type { LanguageCode } from '@/shared/api/contract/common';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Each language under its own name, as a picker shows it, and its English name (docs/product/README.md#languages). */
export const languages: ReadonlyArray<{ code: LanguageCode; name: string; englishName: string; dir: 'ltr' | 'rtl' }> = [
  { code: 'en', name: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', englishName: 'French', dir: 'ltr' },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl' },
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.dir ?? 'ltr';
}
