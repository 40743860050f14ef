import { useTranslation } from 'react-i18next';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { QueryState } from '@/shared/ui/query-state';
import { usePeopleFor } from '../api/use-people-for';
import styles from './here-to-choice.module.css';

export interface HereToChoiceProps {
  /** The chosen people-for id. */
  value: string;
  onChange: (id: string) => void;
}

/** 'I am here to': one icon choice among the administrator's people-for list, a native radio group. */
export function HereToChoice({ value, onChange }: HereToChoiceProps) {
  const { t } = useTranslation('settings');
  const peopleFor = usePeopleFor();
  return (
    <QueryState query={peopleFor} loadingLabel={t('loadingChoices')} errorText={t('choicesFailed')} skeleton={<div className={styles.skeleton} />}>
      {(options) => (
        <fieldset role="radiogroup" className={styles.choices} aria-labelledby="settings-here-to">
          {options.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input
                type="radio"
                name="people_for"
                className="visually-hidden"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
              />
              <img className={styles.icon} src={safeImageUrl(option.icon)} alt="" width={40} height={40} />
              <span>{option.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </QueryState>
  );
}
