import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInForm } from './components/sign-in-form';
import styles from './sign-in-page.module.css';

type Tab = 'signin' | 'signup';

/** /login: the Signin and Signup tabs of spec 1 section 2. */
export function SignInPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.brand}>{t('common:appName')}</p>
        <p className={styles.tagline}>{t('common:tagline')}</p>
      </header>
      <main className={styles.panel}>
        <div className={styles.card}>
          <Tabs.Root value={tab} onValueChange={(value) => setParams(value === 'signup' ? { tab: 'signup' } : {}, { replace: true })}>
            <Tabs.List className={styles.tabs} aria-label={t('tabsLabel')}>
              <Tabs.Trigger className={styles.tab} value="signin">
                {t('signinTab')}
              </Tabs.Trigger>
              <Tabs.Trigger className={styles.tab} value="signup">
                {t('signupTab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="signin">
              <h1 className={styles.heading}>{t('welcomeBack')}</h1>
              <p className={styles.intro}>{t('signinIntro')}</p>
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="signup">
              <h1 className={styles.heading}>{t('signupTab')}</h1>
              <p className={styles.intro}>{t('signupSoon')}</p>
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </main>
    </div>
  );
}
