import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/network/use-online';
import styles from './connection-notice.module.css';

/**
 * "Reconnecting…" while the chat channel is down: a live region always in the page, so the notice
 * is announced when it appears, and simply empties once the channel is back. Not while the browser is
 * offline: the shell's banner says that, once (docs/product/offline.md), and the channel cannot come
 * back before the network does.
 */
export function ConnectionNotice({ reconnecting }: { reconnecting: boolean }) {
  const { t } = useTranslation('chat');
  const online = useOnline();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {reconnecting && online ? <p className={styles.notice}>{t('reconnecting')}</p> : null}
    </div>
  );
}
