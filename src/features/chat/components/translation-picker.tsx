import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTranslationLanguages } from '../api/use-translation';
import styles from './translation-picker.module.css';

export interface TranslationPickerProps {
  value: string;
  onChange: (language: string) => void;
}

/** The language received texts are translated into, from the translation port's list. */
export function TranslationPicker({ value, onChange }: TranslationPickerProps) {
  const { t, i18n } = useTranslation('chat');
  const languages = useTranslationLanguages(i18n.language);
  const options = languages.data ?? [];
  return (
    <label className={styles.picker}>
      <Languages size={18} aria-hidden="true" />
      <span className="visually-hidden">{t('translateTo')}</span>
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)} disabled={options.length === 0}>
        {options.length === 0 ? <option value={value}>{value}</option> : null}
        {options.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
