import { Heart, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { now } from '@/shared/lib/now';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { ActionButton } from '@/shared/ui/action-button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { NoticeRegion } from '@/shared/ui/notice';
import { useOwnProfile } from './use-own-profile';
import styles from './match-dialog.module.css';

/** The other half of a match, as the deck or a profile view knows them. */
export interface MatchPartner {
  userId: string;
  name: string;
  /** The partner's main photo URL. */
  photo: string;
}

export interface MatchDialogProps {
  /** The person just matched; the dialog is open while it is set. */
  partner: MatchPartner | null;
  onClose: () => void;
}

function Photo({ src, alt, side }: { src: string | undefined; alt: string; side: 'mine' | 'theirs' }) {
  return (
    <span className={`${styles.photo} ${styles[side]}`}>
      {src ? (
        <img src={src} alt={alt} draggable={false} />
      ) : (
        <span role="img" aria-label={alt}>
          <UserRound size={64} aria-hidden="true" />
        </span>
      )}
    </span>
  );
}

/**
 * "It's a Match!" (docs/product/flows.md#match-dialog): shown by the deck and by every profile view on a mutual like, with
 * both photos sliding in toward a heart. "Send message" creates or opens the chat (webcreatchat)
 * and goes to it; a refusal is said in the dialog and the button is offered again.
 */
export function MatchDialog({ partner, onClose }: MatchDialogProps) {
  const { t } = useTranslation('match');
  const { userId } = useSignedInSession();
  const own = useOwnProfile();
  const navigate = useNavigate();
  const createChat = useCallMutation('webcreatchat');
  const { notice, show } = useNotice(NOTICE_MS.error);
  const [text, setText] = useState('');
  const fieldId = useId();
  const sendSlot = useRef<HTMLSpanElement>(null);
  if (!partner) return null;
  const sendMessage = async () => {
    try {
      const answer = await createChat.mutateAsync({ sender_id: userId, receiver_id: partner.userId });
      // The first words go through the chat's own outbox: the chat screen sends them as any message.
      // Loaded on send: its cipher (crypto-js) is the chat's, not the deck's or a profile's to load.
      const { queueFirstMessage } = await import('@/shared/chat/first-message');
      queueFirstMessage(sessionStorage, {
        chatId: answer.chatid,
        senderId: userId,
        receiverId: partner.userId,
        text,
        now: now(),
        clientId: crypto.randomUUID(),
      });
      setText('');
      onClose();
      void navigate(paths.chat.to({ receiverId: partner.userId, chatId: answer.chatid }));
    } catch (error) {
      show(refusalMessage(error) ?? t('failed'));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      description={t('description', { name: partner.name })}
      size="lg"
      className={styles.dialog}
    >
      <div className={styles.pair}>
        <Photo src={safeImageUrl(own.data?.images)} alt={t('yourPhoto')} side="mine" />
        <span className={styles.heart} aria-hidden="true">
          <Heart size={28} fill="currentColor" />
        </span>
        <Photo src={safeImageUrl(partner.photo)} alt={t('theirPhoto', { name: partner.name })} side="theirs" />
      </div>
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          // Enter sends, through the same once-only button.
          sendSlot.current?.querySelector('button')?.click();
        }}
      >
        <label className={styles.label} htmlFor={fieldId}>
          {t('firstMessageLabel', { name: partner.name })}
        </label>
        <input
          id={fieldId}
          className={styles.field}
          value={text}
          maxLength={1000}
          autoComplete="off"
          placeholder={t('firstMessagePlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <NoticeRegion notice={notice} live="assertive" />
      <DialogActions>
        <button type="button" className={styles.keep} onClick={onClose}>
          {t('keepSwiping')}
        </button>
        <span ref={sendSlot} className={styles.send}>
          <ActionButton onAction={sendMessage} pendingLabel={t('sending')}>
            {t('sendMessage')}
          </ActionButton>
        </span>
      </DialogActions>
    </Dialog>
  );
}
