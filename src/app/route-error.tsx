import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/shared/ui/button';
import styles from './not-found/not-found-page.module.css';

/**
 * The last safety net: a screen that throws while rendering (or a lazy chunk that
 * fails to load) shows this instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>{t('somethingWentWrong')}</h1>
      <Button onClick={() => window.location.reload()}>{t('retry')}</Button>
    </main>
  );
}
