import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { MAIL_CODE_LENGTH } from '@/shared/api/rules';
import { CodeField } from '@/shared/forms/code-field';
import { oneTimeCodeSchema } from '@/shared/forms/one-time-code';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { SubmitButton } from '@/shared/ui/action-button';
import { Button } from '@/shared/ui/button';
import { LinkButton } from '@/shared/ui/link-button';
import { useResendCode, useVerifyCode } from '../api/use-mail-code';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';

/** Tab 5: the 4-digit code from the mail (docs/product/rules-and-timings.md#one-time-code). Paste and the phone's code autofill work. */
export function VerificationTab({ dispatch, details, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const verify = useVerifyCode();
  const resend = useResendCode();
  const fail = (error: unknown) => showFlash(refusalMessage(error) ?? t('common:somethingWentWrong'));

  // Verify and Resend each run once until they are answered (the click-once guard, reset on error).
  // Their messages go to the wizard's message line; the code's only rule is its length, which Verify waits for.
  const form = useNoticeForm({
    schema: oneTimeCodeSchema(MAIL_CODE_LENGTH),
    defaultValues: { code: '' },
    describe: () => null,
    onValid: async ({ code }) => {
      try {
        showFlash(await verify.mutateAsync({ email: details.email, otp: code }), 'success');
        dispatch({ type: 'codeVerified' });
      } catch (error) {
        fail(error);
      }
    },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const clearCode = () => form.setValue('code', '');

  const sendAgain = useClickOnce(async () => {
    clearCode();
    try {
      showFlash(await resend.mutateAsync(details.email), 'success');
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form className={styles.tab} onSubmit={form.onSubmit} noValidate>
      <p className={styles.lead}>
        <Trans t={t} i18nKey="verification.sent" values={{ email: details.email }} components={{ strong: <strong /> }} />
      </p>
      <CodeField control={form.control} label={t('verification.label')} length={MAIL_CODE_LENGTH} labelClassName={styles.fieldLabel} />
      <p className={styles.help}>
        {t('verification.noMail')}{' '}
        <LinkButton onClick={() => sendAgain.run()} aria-disabled={sendAgain.pending || undefined} aria-busy={sendAgain.pending || undefined}>
          {sendAgain.pending ? t('common:sending') : t('verification.resend')}
        </LinkButton>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={clearCode} disabled={code.length === 0}>
          {t('verification.clear')}
        </Button>
        <SubmitButton disabled={code.length !== MAIL_CODE_LENGTH} pending={form.pending} pendingLabel={t('common:verifying')}>
          {t('verification.verify')}
        </SubmitButton>
      </div>
    </form>
  );
}
