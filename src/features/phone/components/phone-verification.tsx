import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canReceiveSms, normalizePhone, SMS_CODE_LENGTH } from '@/shared/api/rules';
import { getPorts } from '@/shared/ports/ports';
import { useTimedMessage } from '@/shared/lib/use-timed-message';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { CodeInput } from '@/shared/ui/code-input';
import { LinkButton } from '@/shared/ui/link-button';
import styles from './phone-verification.module.css';

/** Errors stay about 2 s (spec 1 section 8). */
const ERROR_MS = 2000;

export interface PhoneVerificationProps {
  /** Called with the verified number; the widget stays busy until it settles. */
  onVerified: (phone: string) => Promise<void>;
  /** The verify button's label, naming what follows (sign in, continue). */
  verifyLabel: string;
}

/**
 * The phone-number widget: the number, then the 6-digit code sent by SMS
 * through the phone verification port (Firebase in real mode, code 123456 in
 * mock mode).
 */
export function PhoneVerification({ onVerified, verifyLabel }: PhoneVerificationProps) {
  const { t } = useTranslation('phone');
  const codeId = useId();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ phone: string; verificationId: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, showError, clearError] = useTimedMessage(ERROR_MS);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    clearError();
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const number = normalizePhone(phone);
    if (!canReceiveSms(number)) return showError(t('invalidNumber'));
    void run(async () => {
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
    void run(async () => {
      let verified: string;
      try {
        const { phoneVerification } = await getPorts();
        verified = (await phoneVerification.confirmCode(sent.verificationId, code)).phone;
      } catch {
        showError(t('wrongCode'));
        return;
      }
      // The caller shows its own outcome; anything it did not expect still gets a message.
      await onVerified(verified).catch(() => showError(t('common:somethingWentWrong')));
    });
  }

  const message = (
    <div className={styles.message} aria-live="assertive">
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );

  if (!sent) {
    return (
      <form className={styles.form} onSubmit={sendCode} noValidate>
        <TextField
          label={t('number')}
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
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {busy ? t('sending') : t('sendCode')}
        </Button>
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
      <Button type="submit" block disabled={busy || code.length !== SMS_CODE_LENGTH} aria-busy={busy}>
        {verifyLabel}
      </Button>
    </form>
  );
}
