import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { MAIL_CODE_LENGTH } from '@/shared/api/rules';
import { Button } from '@/shared/ui/button';
import { CodeInput } from '@/shared/ui/code-input';
import { LinkButton } from '@/shared/ui/link-button';
import { useResendCode, useVerifyCode } from '../api/use-mail-code';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';

/** Tab 5: the 4-digit code from the mail (spec 1 section 5). Paste and the phone's code autofill work. */
export function VerificationTab({ dispatch, details, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const inputId = useId();
  const [code, setCode] = useState('');
  const verify = useVerifyCode();
  const resend = useResendCode();
  const fail = (error: unknown) => showFlash(refusalMessage(error) ?? t('common:somethingWentWrong'));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== MAIL_CODE_LENGTH || verify.isPending) return;
    verify.mutate(
      { email: details.email, otp: code },
      {
        onSuccess: (message) => {
          showFlash(message, 'success');
          dispatch({ type: 'codeVerified' });
        },
        onError: fail,
      },
    );
  }

  function sendAgain() {
    setCode('');
    resend.mutate(details.email, { onSuccess: (message) => showFlash(message, 'success'), onError: fail });
  }

  return (
    <form className={styles.tab} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        <Trans t={t} i18nKey="verification.sent" values={{ email: details.email }} components={{ strong: <strong /> }} />
      </p>
      <label className={styles.fieldLabel} htmlFor={inputId}>
        {t('verification.label')}
      </label>
      <CodeInput id={inputId} length={MAIL_CODE_LENGTH} value={code} onChange={setCode} />
      <p className={styles.help}>
        {t('verification.noMail')}{' '}
        <LinkButton onClick={sendAgain} disabled={resend.isPending}>
          {t('verification.resend')}
        </LinkButton>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setCode('')} disabled={code.length === 0}>
          {t('verification.clear')}
        </Button>
        <Button type="submit" disabled={code.length !== MAIL_CODE_LENGTH || verify.isPending} aria-busy={verify.isPending}>
          {t('verification.verify')}
        </Button>
      </div>
    </form>
  );
}
