import { useTranslation } from 'react-i18next';
import styles from './typing-indicator.module.css';

/** "Anna is typing…", with three dots that bounce (still under reduced motion). */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.region} aria-live="polite">
      {typing ? (
        <p className={styles.typing}>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('typing', { name })}
        </p>
      ) : null}
    </div>
  );
}
