import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { useTimedMessage } from '@/shared/lib/use-timed-message';
import { FacebookIcon } from '@/shared/ui/brand-icons';
import { Notice } from '@/shared/ui/notice';
import { useSocialLogin } from '../api/use-social-login';
import styles from './social-login-button.module.css';
import { paths } from '@/shared/routing/paths';

/** Errors from the server stay about 2 s (spec 1 section 8). */
const ERROR_MS = 2000;

/**
 * The social-network login of the sign-in screen. A member lands on People
 * Near; a new person goes on to the Signup tab, prefilled from the identity.
 */
export function SocialLoginButton({ onNewMember }: { onNewMember: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const login = useSocialLogin();
  const [message, showMessage] = useTimedMessage(ERROR_MS);

  function start() {
    login.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome === 'signedIn') void navigate(paths.peopleNear, { replace: true });
        if (outcome === 'newMember') onNewMember();
      },
      onError: (error) => showMessage(refusalMessage(error) ?? t('common:somethingWentWrong')),
    });
  }

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('social.or')}</span>
      </p>
      <button type="button" className={styles.button} onClick={start} disabled={login.isPending} aria-busy={login.isPending}>
        <FacebookIcon size={22} />
        {t('social.continue')}
      </button>
      <div className={styles.message} aria-live="assertive">
        {message ? <Notice tone="error">{message}</Notice> : null}
      </div>
    </div>
  );
}
