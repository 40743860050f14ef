import { useTranslation } from 'react-i18next';
import styles from './character-limit.module.css';

/** How close to the limit the warning starts: the last 10 characters. */
export const NEAR_LIMIT = 10;

export type LimitStage = 'room' | 'near' | 'reached';

export function limitStage(length: number, max: number): LimitStage {
  if (length >= max) return 'reached';
  if (max - length <= NEAR_LIMIT) return 'near';
  return 'room';
}

export interface CharacterLimitProps {
  /** The field's id: the limit's hint is `${id}-limit`, for the field's aria-describedby. */
  id: string;
  length: number;
  max: number;
}

/**
 * What a field of limited length says under it: its limit and a counter, then, in the last 10
 * characters, a warning, and at the limit that the typing stops there (the browser cuts the rest
 * silently). The warning is a polite live region whose text changes only from one stage to the
 * next, so a screen reader hears it once when near and once at the limit, not at every key.
 * The field names `${id}-limit` in its aria-describedby: the limit is heard on focus.
 */
export function CharacterLimit({ id, length, max }: CharacterLimitProps) {
  const { t } = useTranslation('common');
  const stage = limitStage(length, max);
  return (
    <div className={styles.row} data-stage={stage}>
      <span className={styles.message}>
        <span id={`${id}-limit`} className={stage === 'room' ? undefined : 'visually-hidden'}>
          {t('characterLimit.upTo', { max })}
        </span>
        <span aria-live="polite">{stage === 'room' ? '' : t(`characterLimit.${stage}`, { max })}</span>
      </span>
      <span className={styles.count} aria-hidden="true">
        {t('characterLimit.count', { length, max })}
      </span>
    </div>
  );
}
