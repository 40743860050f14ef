import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/shared/ui/button';
import styles from './not-found-page.module.css';
import { paths } from '@/shared/routing/paths';

/** The 404 page (docs/product/screens-and-routes.md#404-page), for unknown paths. */
export function NotFoundPage() {
  return (
    <main>
      <NotFoundScreen />
    </main>
  );
}

/** The same texts inside the signed-in shell, as /app/NotFound. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page}>
      {/* A picture, not the digits: the heading already says "404". */}
      <span className={styles.mark} aria-hidden="true">
        <MapPinOff size={44} strokeWidth={1.75} />
      </span>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={buttonClassName('secondary')} to={paths.welcome}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
