import { ArrowLeft, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { canReceiveSms, normalizePhone, SMS_CODE_LENGTH } from '@/shared/api/rules';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { getPorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { SubmitButton } from '@/shared/ui/action-button';
import { CodeInput } from '@/shared/ui/code-input';
import { LinkButton } from '@/shared/ui/link-button';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useCheckPhone } from './api/use-check-phone';
import type { EditProfileState } from './edit-profile-page';
import styles from './change-phone-page.module.css';

/**
 * /app/Profile/Editphonefirebase (spec 1 section 4): the new number is verified by SMS through the
 * phone verification port (code 123456 in mock mode), then checked (webcheckphone): one already
 * registered goes back to the edit profile with 'Sorry, You are already registered this Mobile
 * Number'; otherwise it is saved (websetprofile phone) and 'Successfully updated' shows there.
 */
export function ChangePhoneScreen() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { userId } = useSignedInSession();
  const check = useCheckPhone();
  const save = useCallMutation('websetprofile');
  const codeId = useId();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ phone: string; verificationId: string } | null>(null);
  const [code, setCode] = useState('');
  const { notice, show, clear } = useNotice(NOTICE_MS.error);
  const { run, pending } = useClickOnce(async (task: () => Promise<void>) => {
    clear();
    await task();
  });

  const backToEdit = (state: EditProfileState) => navigate(paths.editProfile, { replace: true, state });

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const number = normalizePhone(phone);
    if (!canReceiveSms(number)) return show(t('phone.invalidNumber'));
    run(async () => {
      try {
        const { verificationId } = await (await getPorts()).phoneVerification.sendCode(number);
        setCode('');
        setSent({ phone: number, verificationId });
      } catch {
        show(t('phone.sendFailed'));
      }
    });
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!sent || code.length !== SMS_CODE_LENGTH) return;
    run(async () => {
      let verified: string;
      try {
        verified = (await (await getPorts()).phoneVerification.confirmCode(sent.verificationId, code)).phone;
      } catch {
        show(t('phone.wrongCode'));
        setCode('');
        document.getElementById(codeId)?.focus();
        return;
      }
      try {
        await check.mutateAsync(verified);
      } catch (error) {
        if (refusalMessage(error) !== undefined) {
          await backToEdit({ notice: { text: t('phone.alreadyRegistered'), tone: 'error' } });
        } else {
          show(t('common:somethingWentWrong'));
        }
        return;
      }
      try {
        const answer = await save.mutateAsync({ user_id: userId, phone: verified });
        await backToEdit({ notice: { text: answer.message, tone: 'success' } });
      } catch (error) {
        show(refusalMessage(error) ?? t('common:somethingWentWrong'));
      }
    });
  }

  return (
    <div className={styles.page}>
      <Link to={paths.editProfile} className={styles.back}>
        <ArrowLeft className={styles.backIcon} size={18} aria-hidden="true" />
        {t('phone.back')}
      </Link>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Smartphone size={28} aria-hidden="true" />
        </span>
        <h1 className={styles.title}>{t('phone.title')}</h1>
        <p className={styles.intro}>{t('phone.intro')}</p>
        {!sent ? (
          <form className={styles.form} onSubmit={sendCode} noValidate>
            <TextField
              label={t('phone.number')}
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
              {t('phone.numberHint')}
            </p>
            <NoticeRegion notice={notice} live="assertive" />
            <SubmitButton block pending={pending} pendingLabel={t('phone.sending')}>
              {t('phone.sendCode')}
            </SubmitButton>
          </form>
        ) : (
          <form className={styles.form} onSubmit={verify} noValidate>
            <p className={styles.intro}>{t('phone.codeSent', { phone: sent.phone })}</p>
            <label className={styles.label} htmlFor={codeId}>
              {t('phone.code')}
            </label>
            <CodeInput id={codeId} length={SMS_CODE_LENGTH} value={code} onChange={setCode} autoFocus />
            <div className={styles.links}>
              <LinkButton onClick={() => setSent(null)} disabled={pending}>
                {t('phone.changeNumber')}
              </LinkButton>
              <LinkButton onClick={() => sendCode()} disabled={pending}>
                {t('phone.resend')}
              </LinkButton>
            </div>
            <NoticeRegion notice={notice} live="assertive" />
            <SubmitButton block disabled={code.length !== SMS_CODE_LENGTH} pending={pending} pendingLabel={t('common:verifying')}>
              {t('phone.verify')}
            </SubmitButton>
          </form>
        )}
      </div>
    </div>
  );
}
