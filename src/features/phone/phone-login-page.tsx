import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { PHONE_VERIFICATION_NS, PhoneVerification } from '@/shared/phone/phone-verification';
import { paths } from '@/shared/routing/paths';
import { keepSignupPhone } from '@/shared/session/signup-cookies';
import { AuthLayout } from '@/shared/ui/auth-layout';
import { Button } from '@/shared/ui/button';
import { Notice, NoticeRegion } from '@/shared/ui/notice';
import { usePhoneLogin } from './api/use-phone-login';
import { TermsLine } from './components/terms-line';
import styles from './phone-page.module.css';

/**
 * /phonelogin (docs/product/screens-and-routes.md#phone-pages): the number is verified by SMS, then
 * webphonelogin signs the member in. An unknown number is offered the sign-up,
 * with the number already verified.
 */
export function PhoneLoginPage() {
  const { t } = useTranslation(['phone', PHONE_VERIFICATION_NS]);
  const navigate = useNavigate();
  const login = usePhoneLogin();
  const [unknownNumber, setUnknownNumber] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  async function signIn(phone: string) {
    setProblem(null);
    try {
      const outcome = await login.mutateAsync(phone);
      if (outcome === 'signedIn') await navigate(paths.peopleNear, { replace: true });
      else setUnknownNumber(phone);
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('common:somethingWentWrong'));
    }
  }

  function signUp() {
    if (!unknownNumber) return;
    keepSignupPhone(unknownNumber);
    void navigate(paths.signup);
  }

  function tryAnother() {
    setUnknownNumber(null);
    setAttempt((count) => count + 1);
  }

  return (
    <AuthLayout>
      <h1 className={styles.heading}>{t('login.title')}</h1>
      <p className={styles.intro}>{t('login.intro')}</p>
      {unknownNumber ? (
        <div className={styles.notRegistered}>
          <Notice tone="error">{t('login.notRegistered', { phone: unknownNumber })}</Notice>
          <p className={styles.intro}>{t('login.offerSignup')}</p>
          <Button block onClick={signUp}>
            {t('login.signUp')}
          </Button>
          <Button block variant="secondary" onClick={tryAnother}>
            {t('login.tryAnother')}
          </Button>
        </div>
      ) : (
        <>
          <PhoneVerification key={attempt} onVerified={signIn} verifyLabel={t('login.verify')} messageClassName={styles.message} />
          <NoticeRegion notice={problem ? { text: problem, tone: 'error' } : null} live="assertive" />
        </>
      )}
      <p className={styles.switch}>
        <Link to={paths.login}>{t('login.useMail')}</Link>
      </p>
      <TermsLine />
    </AuthLayout>
  );
}
