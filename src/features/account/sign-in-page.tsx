import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazyUntilOpen } from '@/shared/lib/lazy-until-open';
import { useSessionEndReason } from '@/shared/session/use-session';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { Notice } from '@/shared/ui/notice';
import { LinkButton } from '@/shared/ui/link-button';
import type { ForgotPasswordDialogProps } from './components/forgot-password-dialog';
import { SignInForm } from './components/sign-in-form';
import { SocialLoginButton } from './components/social-login-button';
import styles from './sign-in-page.module.css';
import { paths } from '@/shared/routing/paths';

type Tab = 'signin' | 'signup';

// Its dialog and form code load while the login idles, not before the page can be used.
const ForgotPasswordDialog = lazyUntilOpen(
  () => import('./components/forgot-password-dialog').then((module) => module.ForgotPasswordDialog),
  ({ open }: ForgotPasswordDialogProps) => open,
);

export interface SignInPageProps {
  /** The Signup tab's content: the sign-up feature, composed in by the app. */
  signup: ReactNode;
}

/** /login: the Signin and Signup tabs, the Forgot Password popup and the social login (docs/product/screens-and-routes.md#sign-in). */
export function SignInPage({ signup }: SignInPageProps) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  const endReason = useSessionEndReason();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const showTab = (next: Tab) => setParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true });

  return (
    <AuthLayout>
      <Tabs.Root value={tab} onValueChange={(value) => showTab(value === 'signup' ? 'signup' : 'signin')}>
        <Tabs.List className={styles.tabs} aria-label={t('tabsLabel')}>
          <Tabs.Trigger className={styles.tab} value="signin">
            {t('signinTab')}
          </Tabs.Trigger>
          <Tabs.Trigger className={styles.tab} value="signup">
            {t('signupTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          {endReason ? (
            <Notice tone="error">
              {t(`sessionEnded.${endReason}`)}
            </Notice>
          ) : null}
          <h1 className={styles.heading}>{t('welcomeBack')}</h1>
          <p className={styles.intro}>{t('signinIntro')}</p>
          <SignInForm />
          <div className={styles.links}>
            <LinkButton onClick={() => setForgotOpen(true)}>
              {t('forgot.open')}
            </LinkButton>
            <Link to={paths.phoneLogin}>{t('phoneLogin')}</Link>
          </div>
          <SocialLoginButton onNewMember={() => showTab('signup')} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <h1 className={styles.heading}>{t('signupHeading')}</h1>
          <p className={styles.intro}>{t('signupIntro')}</p>
          {signup}
        </Tabs.Content>
      </Tabs.Root>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </AuthLayout>
  );
}
