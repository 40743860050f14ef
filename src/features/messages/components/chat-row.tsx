import { Ban, Camera, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatListItem } from '@/shared/api/contract/chat';
import { firstClickOnly, useClickOnce } from '@/shared/lib/use-click-once';
import { paths } from '@/shared/routing/paths';
import { Avatar } from '@/shared/ui/avatar';
import { memberText } from '@/shared/ui/member-text';
import { isOnline, previewOf, unreadCountOf } from '../chat-preview';
import { chatRowTime } from '../chat-time';
import styles from './chat-row.module.css';

export interface ChatRowProps {
  item: ChatListItem;
  /** The star as shown: the server's flag, or a toggle just made here. */
  favorite: boolean;
  onToggleFavorite: (item: ChatListItem) => Promise<unknown>;
  /** The chat open beside the list (wide screens): marked as the current one, and no longer unread, being read. */
  open?: boolean;
}

/**
 * One chat: the photo opens the friend's profile, the rest of the row opens the
 * chat, and the star toggles the favourite. Unread (bold name, count badge) and
 * online (a dot) show at a glance and are read out in the row's link.
 */
export function ChatRow({ item, favorite, onToggleFavorite, open = false }: ChatRowProps) {
  const { t, i18n } = useTranslation('messages');
  const online = isOnline(item);
  const unread = open ? 0 : unreadCountOf(item);
  const preview = previewOf(item);
  const time = chatRowTime(item.chatTime, i18n.language);
  const blocked = item.block === 'true';
  const star = useClickOnce(() => onToggleFavorite(item));

  return (
    <li className={styles.row} data-unread={unread > 0 || undefined} data-open={open || undefined}>
      <Link to={paths.matchProfile.to({ userId: item.user_id })} className={styles.avatar} aria-label={t('viewProfile', { name: item.user_name })}>
        <Avatar src={item.user_image} size="large" online={online} />
      </Link>

      <Link to={paths.chat.to({ receiverId: item.user_id, chatId: item.chat_id })} className={styles.main} aria-current={open ? 'page' : undefined}>
        <span className={styles.top}>
          {/* The element that cuts the text takes its direction: a Latin name or message is cut at its own end in Arabic. */}
          <span {...memberText(styles.name)}>{item.user_name}</span>
          {online ? <span className="visually-hidden">{t('onlineNow')}</span> : null}
          {time ? (
            <time className={styles.time} dateTime={time.iso}>
              {time.label}
            </time>
          ) : null}
        </span>
        <span className={styles.bottom}>
          <span className={styles.preview}>
            {blocked ? (
              <span className={styles.blocked}>
                <Ban size={14} aria-hidden="true" />
                {t('blocked')}
              </span>
            ) : null}
            {preview.kind === 'text' ? (
              <span {...memberText(styles.previewText)}>{preview.text}</span>
            ) : preview.kind === 'photo' ? (
              <span className={styles.previewText}>
                <Camera size={14} aria-hidden="true" className={styles.previewIcon} />
                {t('photo')}
              </span>
            ) : (
              <span className={`${styles.previewText} ${styles.previewNone}`}>{t('noMessageYet')}</span>
            )}
          </span>
          {unread > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="visually-hidden">{t('unreadCount', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </Link>

      <button
        type="button"
        className={styles.star}
        aria-pressed={favorite}
        aria-busy={star.pending || undefined}
        aria-label={t('favorite', { name: item.user_name })}
        onClick={firstClickOnly(star.run)}
      >
        <Star size={22} aria-hidden="true" fill={favorite ? 'currentColor' : 'none'} />
      </button>
    </li>
  );
}

/** The row's shape while the list loads. */
export function ChatRowSkeleton() {
  return (
    <li className={`${styles.row} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.avatarBone} ${styles.bone}`} />
      <span className={styles.main}>
        <span className={`${styles.bone} ${styles.boneLine}`} style={{ inlineSize: '35%' }} />
        <span className={`${styles.bone} ${styles.boneLine}`} style={{ inlineSize: '70%' }} />
      </span>
    </li>
  );
}
