import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { PHONE_VERIFICATION_NS, PhoneVerification } from '@/shared/phone/phone-verification';
import { paths } from '@/shared/routing/paths';
import { keepSignupPhone } from '@/shared/session/signup-cookies';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { Notice } from '@/shared/ui/notice';
import { useCheckSignupPhone } from './api/use-check-signup-phone';
import { TermsLine } from './components/terms-line';
import styles from './phone-page.module.css';

/**
 * /Signupfirebase: the phone is verified by SMS before the sign-up; a number
 * that is free goes on to the Signup tab, filled in there (signupmobileno).
 */
export function SignupFirebasePage() {
  const { t } = useTranslation(['phone', PHONE_VERIFICATION_NS]);
  const navigate = useNavigate();
  const check = useCheckSignupPhone();
  const [taken, setTaken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  async function continueSignup(phone: string) {
    setTaken(null);
    try {
      await check.mutateAsync(phone);
    } catch (error) {
      // 'false': already registered; the server's message says so.
      setTaken(refusalMessage(error) ?? t('common:somethingWentWrong'));
      setAttempt((count) => count + 1);
      return;
    }
    keepSignupPhone(phone);
    await navigate(paths.signup);
  }

  return (
    <AuthLayout>
      <h1 className={styles.heading}>{t('signup.title')}</h1>
      <p className={styles.intro}>{t('signup.intro')}</p>
      <PhoneVerification key={attempt} onVerified={continueSignup} verifyLabel={t('signup.verify')} messageClassName={styles.message} />
      {taken ? (
        <div className={styles.notRegistered}>
          <Notice tone="error">{taken}</Notice>
          <p className={styles.intro}>
            <Link to={paths.phoneLogin}>{t('signup.signInInstead')}</Link>
          </p>
        </div>
      ) : null}
      <p className={styles.switch}>
        <Link to={paths.signup}>{t('signup.back')}</Link>
      </p>
      <TermsLine />
    </AuthLayout>
  );
}
