import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isOfflineFailure, refusalMessage } from '@/shared/api/errors';
import { PHONE_VERIFICATION_NS, PhoneVerification } from '@/shared/phone/phone-verification';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { BackLink } from '@/shared/ui/back-link';
import { useCheckPhone } from './api/use-check-phone';
import { useSaveProfile } from './api/use-save-profile';
import type { EditProfileState } from './edit-profile-screen';
import styles from './change-phone-page.module.css';

/**
 * /app/Profile/Editphonefirebase (docs/product/flows.md#phone-change): the new number is verified by SMS through the
 * phone verification port (code 123456 in mock mode), then checked (webcheckphone): one already
 * registered goes back to the edit profile with 'Sorry, You are already registered this Mobile
 * Number'; otherwise it is saved (websetprofile phone) and 'Successfully updated' shows there.
 */
export function ChangePhoneScreen() {
  const { t } = useTranslation(['profile', PHONE_VERIFICATION_NS]);
  const navigate = useNavigate();
  const { userId } = useSignedInSession();
  const check = useCheckPhone();
  const save = useSaveProfile();

  const backToEdit = (state: EditProfileState) => navigate(paths.editProfile, { replace: true, state });

  /** After the SMS code: check the number, then save it; a problem comes back as the message to show. */
  async function changePhone(verified: string): Promise<string | void> {
    try {
      await check.mutateAsync(verified);
    } catch (error) {
      // Only the server's refusal means the number is taken; offline, the member is told that instead.
      if (isOfflineFailure(error)) return refusalMessage(error);
      if (refusalMessage(error) === undefined) return t('common:somethingWentWrong');
      return backToEdit({ notice: { text: t('phone.alreadyRegistered'), tone: 'error' } });
    }
    try {
      const answer = await save.mutateAsync({ user_id: userId, phone: verified });
      return backToEdit({ notice: { text: answer.message, tone: 'success' } });
    } catch (error) {
      return refusalMessage(error) ?? t('common:somethingWentWrong');
    }
  }

  return (
    <div className={styles.page}>
      <BackLink to={paths.editProfile}>{t('phone.back')}</BackLink>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Smartphone size={28} aria-hidden="true" />
        </span>
        <h1 className={styles.title}>{t('phone.title')}</h1>
        <p className={styles.intro}>{t('phone.intro')}</p>
        <PhoneVerification onVerified={changePhone} numberLabel={t('phone.number')} verifyLabel={t('phone.verify')} />
      </div>
    </div>
  );
}
