import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/shared/i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, languages } from '@/shared/i18n/languages';
import styles from './language-picker.module.css';

/**
 * The language choice of the public pages: each language under its own name.
 * A radio group, so arrow keys move between the languages.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <RadioGroup.Root
      className={[styles.group, className].filter(Boolean).join(' ')}
      aria-label={t('language')}
      orientation="horizontal"
      dir={i18n.dir(current)}
      value={current}
      onValueChange={(code) => {
        if (isLanguageCode(code)) void changeLanguage(code);
      }}
    >
      {languages.map((language) => (
        <RadioGroup.Item key={language.code} className={styles.item} value={language.code}>
          <span lang={language.code}>{language.name}</span>
          {/* Someone who reads neither French nor Arabic still hears which language is which. */}
          {language.englishName !== language.name ? <span className="visually-hidden" lang="en">{` (${language.englishName})`}</span> : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
