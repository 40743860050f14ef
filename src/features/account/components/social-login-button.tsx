import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { FacebookIcon } from '@/shared/ui/brand-icons';
import { NoticeRegion } from '@/shared/ui/notice';
import { useSocialLogin } from '../api/use-social-login';
import styles from './social-login-button.module.css';
import { paths } from '@/shared/routing/paths';

/**
 * The social-network login of the sign-in screen. A member lands on People
 * Near; a new person goes on to the Signup tab, prefilled from the identity.
 */
export function SocialLoginButton({ onNewMember }: { onNewMember: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const login = useSocialLogin();
  // Errors from the server stay about 2 s (docs/product/messages.md#how-messages-show).
  const { notice, show: showMessage } = useNotice(NOTICE_MS.error);

  const start = useClickOnce(async () => {
    let outcome;
    try {
      outcome = await login.mutateAsync();
    } catch (error) {
      showMessage(refusalMessage(error) ?? t('common:somethingWentWrong'));
      return;
    }
    if (outcome === 'signedIn') void navigate(paths.peopleNear, { replace: true });
    if (outcome === 'newMember') onNewMember();
  });

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('social.or')}</span>
      </p>
      <button type="button" className={styles.button} onClick={() => start.run()} aria-disabled={start.pending || undefined} aria-busy={start.pending || undefined}>
        <FacebookIcon size={22} />
        {t('social.continue')}
      </button>
      <NoticeRegion notice={notice} live="assertive" className={styles.message} />
    </div>
  );
}
