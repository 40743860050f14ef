import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { MAIL_CODE_LENGTH } from '@/shared/api/rules';
import { useClickOnce, useSubmitOnce } from '@/shared/lib/use-click-once';
import { SubmitButton } from '@/shared/ui/action-button';
import { Button } from '@/shared/ui/button';
import { CodeInput } from '@/shared/ui/code-input';
import { LinkButton } from '@/shared/ui/link-button';
import { useResendCode, useVerifyCode } from '../api/use-mail-code';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';

/** Tab 5: the 4-digit code from the mail (docs/product/rules-and-timings.md#one-time-code). Paste and the phone's code autofill work. */
export function VerificationTab({ dispatch, details, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const inputId = useId();
  const [code, setCode] = useState('');
  const verify = useVerifyCode();
  const resend = useResendCode();
  const fail = (error: unknown) => showFlash(refusalMessage(error) ?? t('common:somethingWentWrong'));

  // Verify and Resend each run once until they are answered (the click-once guard, reset on error).
  const submit = useSubmitOnce(async () => {
    if (code.length !== MAIL_CODE_LENGTH) return;
    try {
      showFlash(await verify.mutateAsync({ email: details.email, otp: code }), 'success');
      dispatch({ type: 'codeVerified' });
    } catch (error) {
      fail(error);
    }
  });

  const sendAgain = useClickOnce(async () => {
    setCode('');
    try {
      showFlash(await resend.mutateAsync(details.email), 'success');
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form className={styles.tab} onSubmit={submit.onSubmit} noValidate>
      <p className={styles.lead}>
        <Trans t={t} i18nKey="verification.sent" values={{ email: details.email }} components={{ strong: <strong /> }} />
      </p>
      <label className={styles.fieldLabel} htmlFor={inputId}>
        {t('verification.label')}
      </label>
      <CodeInput id={inputId} length={MAIL_CODE_LENGTH} value={code} onChange={setCode} />
      <p className={styles.help}>
        {t('verification.noMail')}{' '}
        <LinkButton onClick={() => sendAgain.run()} aria-disabled={sendAgain.pending || undefined} aria-busy={sendAgain.pending || undefined}>
          {sendAgain.pending ? t('common:sending') : t('verification.resend')}
        </LinkButton>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setCode('')} disabled={code.length === 0}>
          {t('verification.clear')}
        </Button>
        <SubmitButton disabled={code.length !== MAIL_CODE_LENGTH} pending={submit.pending} pendingLabel={t('common:verifying')}>
          {t('verification.verify')}
        </SubmitButton>
      </div>
    </form>
  );
}
