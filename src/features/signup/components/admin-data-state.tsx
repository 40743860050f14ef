import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';
import styles from './wizard.module.css';

/** While the administrator's lists load, or when they could not: a spinner, or the error and a retry. */
export function AdminDataState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('signup');
  if (!isError) return <Spinner label={t('wizard.loadingChoices')} />;
  return (
    <div className={styles.loadError}>
      <Notice tone="error">{t('wizard.choicesFailed')}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
