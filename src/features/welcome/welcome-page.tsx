import { Mail, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/shared/ui/button';
import { LanguagePicker } from '@/shared/ui/language-picker';
import { SkipLink } from '@/shared/ui/skip-link';
import { WelcomeFaces } from '@/shared/ui/welcome-faces';
import { IntroCarousel } from './components/intro-carousel';
import styles from './welcome-page.module.css';
import { paths } from '@/shared/routing/paths';

/**
 * The landing page (docs/product/screens-and-routes.md#welcome): language picker, intro carousel, the
 * way to the mail login, the phone login and the terms. Onboarded members
 * never see it: the route guard sends them to /app.
 */
export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const mainId = useId();
  return (
    <div className={styles.page}>
      <SkipLink targetId={mainId} />
      <header className={styles.hero}>
        <p className={styles.brand}>{t('common:appName')}</p>
        <WelcomeFaces className={styles.faces} />
        <IntroCarousel />
      </header>
      <main id={mainId} className={styles.panel}>
        <div className={styles.card}>
          <LanguagePicker className={styles.languages} />
          <h1 className={styles.heading}>{t('heading')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
          <div className={styles.actions}>
            <Link to={paths.login} className={buttonClassName('primary', true)}>
              <Mail size={18} aria-hidden="true" />
              {t('continueWithEmail')}
            </Link>
            <Link to={paths.phoneLogin} className={buttonClassName('secondary', true)}>
              <Smartphone size={18} aria-hidden="true" />
              {t('continueWithPhone')}
            </Link>
          </div>
          <p className={styles.terms}>
            <Trans t={t} i18nKey="terms" components={{ terms: <Link to={paths.publicHelp} /> }} />
          </p>
        </div>
      </main>
    </div>
  );
}
