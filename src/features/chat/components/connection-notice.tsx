import { useTranslation } from 'react-i18next';
import styles from './connection-notice.module.css';

/**
 * "Reconnecting…" while the chat channel is down: a live region always in the page, so the notice
 * is announced when it appears, and simply empties once the channel is back.
 */
export function ConnectionNotice({ reconnecting }: { reconnecting: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {reconnecting ? <p className={styles.notice}>{t('reconnecting')}</p> : null}
    </div>
  );
}
