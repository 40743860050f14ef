import { useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SMS_CODE_LENGTH } from '@/shared/api/rules';
import { CodeField } from '@/shared/forms/code-field';
import { oneTimeCodeSchema, WHOLE_CODE } from '@/shared/forms/one-time-code';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { TooManyCodeAttemptsError } from '@/shared/ports/phone-verification';
import { getPorts } from '@/shared/ports/ports';
import { SubmitButton } from '@/shared/ui/action-button';
import { LinkButton } from '@/shared/ui/link-button';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { phoneNumberSchema } from './phone-rules';
import { PHONE_VERIFICATION_NS } from './phone-verification-texts';
import styles from './phone-verification.module.css';

export { PHONE_VERIFICATION_NS };

export interface PhoneVerificationProps {
  /**
   * Called with the verified number; the widget stays busy until it settles. It may resolve with a
   * message to show in the widget's message place (a refusal that follows the verification).
   */
  onVerified: (phone: string) => Promise<string | void>;
  /** The verify button's label, naming what follows (sign in, continue, save). */
  verifyLabel: string;
  /** The number field's label, when it is not just 'Phone number' (the new number of a phone change). */
  numberLabel?: string;
  /** Where the messages show: in the flow by default; a page may float them (the public pages' toast). */
  messageClassName?: string;
}

/**
 * The phone verification step of the phone sign-in, the phone sign-up and the phone change: the
 * number, then the 6-digit code sent by SMS through the phone verification port (Firebase in real
 * mode, code 123456 in mock mode).
 */
export function PhoneVerification({ onVerified, verifyLabel, numberLabel, messageClassName }: PhoneVerificationProps) {
  const { t } = useTranslation(PHONE_VERIFICATION_NS);
  const hintId = useId();
  const [sent, setSent] = useState<{ phone: string; verificationId: string } | null>(null);
  // Errors stay about 2 s (docs/product/messages.md#how-messages-show), in one place for both steps.
  const notice = useNotice(NOTICE_MS.error);
  const { show: showError, clear: clearError } = notice;
  const describe = (problem: string) => (problem === WHOLE_CODE ? null : t(problem));

  async function sendCode(phone: string): Promise<void> {
    try {
      const { phoneVerification } = await getPorts();
      const { verificationId } = await phoneVerification.sendCode(phone);
      codeForm.reset();
      setSent({ phone, verificationId });
    } catch {
      showError(t('sendFailed'));
    }
  }

  async function verify({ code }: { code: string }): Promise<void> {
    if (!sent) return;
    let verified: string;
    try {
      const { phoneVerification } = await getPorts();
      verified = (await phoneVerification.confirmCode(sent.verificationId, code)).phone;
    } catch (error) {
      showError(t(error instanceof TooManyCodeAttemptsError ? 'tooManyAttempts' : 'wrongCode'));
      // A refused code is cleared and the focus goes back, so the right one is typed whole.
      codeForm.setValue('code', '');
      codeForm.setFocus('code');
      return;
    }
    // The caller shows its own outcome; anything it did not expect still gets a message.
    const problem = await onVerified(verified).catch(() => t('common:somethingWentWrong'));
    if (problem) showError(problem);
  }

  const numberForm = useNoticeForm({
    schema: phoneNumberSchema,
    defaultValues: { phone: '' },
    describe,
    notice,
    focusProblem: false,
    onValid: ({ phone }) => sendCode(phone),
  });
  const codeForm = useNoticeForm({
    schema: oneTimeCodeSchema(SMS_CODE_LENGTH),
    defaultValues: { code: '' },
    describe,
    notice,
    onValid: verify,
  });
  const code = useWatch({ control: codeForm.control, name: 'code' });
  // Send, resend and verify: one request at a time, open again once answered.
  const resend = useClickOnce(async () => {
    clearError();
    if (sent) await sendCode(sent.phone);
  });
  const busy = numberForm.pending || codeForm.pending || resend.pending;
  const verifyOnce = (event: FormEvent<HTMLFormElement>) => (resend.pending ? event.preventDefault() : codeForm.onSubmit(event));

  const message = <NoticeRegion notice={notice.notice} live="assertive" className={messageClassName} />;

  if (!sent) {
    return (
      <form className={styles.form} onSubmit={numberForm.onSubmit} noValidate>
        <TextField
          label={numberLabel ?? t('number')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="+1 555 010 0001"
          aria-describedby={hintId}
          {...numberForm.register('phone')}
        />
        <p id={hintId} className={styles.hint}>
          {t('numberHint')}
        </p>
        {message}
        <SubmitButton block pending={busy} pendingLabel={t('sending')}>
          {t('sendCode')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={verifyOnce} noValidate>
      <p className={styles.sentTo}>{t('codeSent', { phone: sent.phone })}</p>
      <CodeField control={codeForm.control} label={t('code')} length={SMS_CODE_LENGTH} labelClassName={styles.label} autoFocus />
      <div className={styles.codeLinks}>
        <LinkButton onClick={() => setSent(null)} disabled={busy}>
          {t('changeNumber')}
        </LinkButton>
        <LinkButton onClick={() => resend.run()} disabled={busy}>
          {t('resend')}
        </LinkButton>
      </div>
      {message}
      <SubmitButton block disabled={code.length !== SMS_CODE_LENGTH} pending={busy} pendingLabel={t('common:verifying')}>
        {verifyLabel}
      </SubmitButton>
    </form>
  );
}
