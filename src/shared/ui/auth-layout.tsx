import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkipLink } from './skip-link';
import { WelcomeFaces } from './welcome-faces';
import styles from './auth-layout.module.css';
import { paths } from '@/shared/routing/paths';

/**
 * The frame of the public sign-in pages (mail, phone, SMS check): people and the brand on
 * the gradient, linking back to the welcome page, and one card for the form.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const mainId = useId();
  return (
    <div className={styles.page}>
      <SkipLink targetId={mainId} />
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <WelcomeFaces className={styles.faces} />
          <Link to={paths.welcome} className={styles.brand}>
            {t('appName')}
          </Link>
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>
      </header>
      <main id={mainId} className={styles.panel}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
