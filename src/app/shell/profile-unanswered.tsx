import { useTranslation } from 'react-i18next';
import { ActionButton } from '@/shared/ui/action-button';
import { Notice } from '@/shared/ui/notice';
import styles from './profile-unanswered.module.css';

/**
 * Mock mode: the member's profile was read, but the fake backend never saw the call (its worker let it through,
 * docs/decisions/006-worker-restart.md). Not a reason to sign out: the failure every screen shows for a call the
 * product leaves unhandled (docs/product/messages.md#where-a-failure-leads), with its Try again.
 */
export function ProfileUnanswered({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.failed}>
      <Notice tone="error">{t('somethingWentWrong')}</Notice>
      <ActionButton variant="secondary" onAction={onRetry} pendingLabel={t('loading')}>
        {t('retry')}
      </ActionButton>
    </div>
  );
}
