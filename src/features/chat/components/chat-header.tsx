import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerDetails } from '@/shared/api/contract/chat';
import { paths } from '@/shared/routing/paths';
import { Avatar } from '@/shared/ui/avatar';
import { BackLink } from '@/shared/ui/back-link';
import { lastSeenLabel } from '../dates';
import styles from './chat-header.module.css';

export interface ChatHeaderProps {
  partner: PartnerDetails | undefined;
  /** The partner could not be read: the failure, said, and a retry in place of the name. */
  onRetry?: () => void;
  /** The translation picker and the menu. */
  children?: ReactNode;
}

/** Back to the chat list, the partner's photo and name, "Online" or when they were last seen. */
export function ChatHeader({ partner, onRetry, children }: ChatHeaderProps) {
  const { t, i18n } = useTranslation('chat');
  const lastSeen = partner ? lastSeenLabel(partner.onlinelasttime, i18n.language) : undefined;
  return (
    <header className={styles.header}>
      <BackLink to={paths.messages} label={t('back')} />
      {partner ? (
        <>
          <Avatar src={partner.images} ring="soft" />
          <div className={styles.who}>
            <h1 className={styles.name} dir="auto">
              {partner.user_name}
            </h1>
            <p className={styles.status}>
              {partner.online === '1' ? (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  {t('online')}
                </>
              ) : lastSeen ? (
                t('lastSeen', { time: lastSeen })
              ) : null}
            </p>
          </div>
        </>
      ) : onRetry ? (
        <div className={`${styles.who} ${styles.failed}`}>
          <p className={styles.failedText} role="alert">
            {t('partnerFailed')}
          </p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('common:retry')}
          </button>
        </div>
      ) : (
        <div className={styles.who} aria-hidden="true">
          <span className={styles.avatarBone} />
          <span className={styles.skeleton} />
        </div>
      )}
      <div className={styles.tools}>{children}</div>
    </header>
  );
}
