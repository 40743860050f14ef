import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import styles from './block-status-failed.module.css';

/**
 * blockstatus failed: the screen cannot say whether either side blocked the other (the notes
 * "This User has Blocked you", "Unblock to message"). It says so, with a retry, above the composer.
 */
export function BlockStatusFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.failed}>
      <Notice tone="error">{t('blockStatusFailed')}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
