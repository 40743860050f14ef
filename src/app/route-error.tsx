import { useTranslation } from 'react-i18next';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/shared/ui/button';
import styles from './not-found/not-found-page.module.css';

/**
 * The last safety net: a screen that throws while rendering (or a lazy chunk
 * that fails to load) shows this instead of a blank page.
 */
export function RouteError({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('common');
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>{t('somethingWentWrong')}</h1>
      <Button onClick={resetErrorBoundary}>{t('retry')}</Button>
    </main>
  );
}
