import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canReceiveSms, normalizePhone, SMS_CODE_LENGTH } from '@/shared/api/rules';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { TooManyCodeAttemptsError } from '@/shared/ports/phone-verification';
import { getPorts } from '@/shared/ports/ports';
import { SubmitButton } from '@/shared/ui/action-button';
import { CodeInput } from '@/shared/ui/code-input';
import { LinkButton } from '@/shared/ui/link-button';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
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
  const codeId = useId();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ phone: string; verificationId: string } | null>(null);
  const [code, setCode] = useState('');
  // Errors stay about 2 s (docs/product/messages.md#how-messages-show).
  const { notice, show: showError, clear: clearError } = useNotice(NOTICE_MS.error);
  // One guard for every step of the widget (send, resend, verify): one request at a time, open again once answered.
  const { run, pending: busy } = useClickOnce(async (task: () => Promise<void>) => {
    clearError();
    await task();
  });

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const number = normalizePhone(phone);
    if (!canReceiveSms(number)) return showError(t('invalidNumber'));
    run(async () => {
      try {
        const { phoneVerification } = await getPorts();
        const { verificationId } = await phoneVerification.sendCode(number);
        setCode('');
        setSent({ phone: number, verificationId });
      } catch {
        showError(t('sendFailed'));
      }
    });
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!sent || code.length !== SMS_CODE_LENGTH) return;
    run(async () => {
      let verified: string;
      try {
        const { phoneVerification } = await getPorts();
        verified = (await phoneVerification.confirmCode(sent.verificationId, code)).phone;
      } catch (error) {
        showError(t(error instanceof TooManyCodeAttemptsError ? 'tooManyAttempts' : 'wrongCode'));
        // A refused code is cleared and the focus goes back, so the right one is typed whole.
        setCode('');
        document.getElementById(codeId)?.focus();
        return;
      }
      // The caller shows its own outcome; anything it did not expect still gets a message.
      const problem = await onVerified(verified).catch(() => t('common:somethingWentWrong'));
      if (problem) showError(problem);
    });
  }

  const message = <NoticeRegion notice={notice} live="assertive" className={messageClassName} />;

  if (!sent) {
    return (
      <form className={styles.form} onSubmit={sendCode} noValidate>
        <TextField
          label={numberLabel ?? t('number')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="+1 555 010 0001"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-describedby={`${codeId}-hint`}
        />
        <p id={`${codeId}-hint`} className={styles.hint}>
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
    <form className={styles.form} onSubmit={verify} noValidate>
      <p className={styles.sentTo}>{t('codeSent', { phone: sent.phone })}</p>
      <label className={styles.label} htmlFor={codeId}>
        {t('code')}
      </label>
      <CodeInput id={codeId} length={SMS_CODE_LENGTH} value={code} onChange={setCode} autoFocus />
      <div className={styles.codeLinks}>
        <LinkButton onClick={() => setSent(null)} disabled={busy}>
          {t('changeNumber')}
        </LinkButton>
        <LinkButton onClick={() => sendCode()} disabled={busy}>
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
