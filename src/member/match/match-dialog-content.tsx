import { Heart, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { z } from 'zod/mini';
import { useNavigate } from 'react-router';
import { now } from '@/shared/lib/now';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { SubmitButton } from '@/shared/ui/action-button';
import { Dialog } from '@/shared/ui/dialog';
import { NoticeRegion } from '@/shared/ui/notice';
import { useCreateChat } from './api/use-create-chat';
import { useOwnProfile } from '../session/api/use-own-profile';
import styles from './match-dialog.module.css';

/** The first words are free: an empty field opens the chat without them. */
const firstMessageSchema = z.object({ text: z.string() });

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
  const createChat = useCreateChat();
  const fieldId = useId();
  const formId = useId();
  // Send message (a click or Enter in the field) creates or opens the chat once; a refusal is said here.
  const form = useNoticeForm({
    schema: firstMessageSchema,
    defaultValues: { text: '' },
    describe: () => null,
    failed: t('failed'),
    onValid: async ({ text }) => {
      if (!partner) return;
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
      form.reset();
      onClose();
      void navigate(paths.chat.to({ receiverId: partner.userId, chatId: answer.chatid }));
    },
  });
  if (!partner) return null;
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
      <form id={formId} className={styles.form} onSubmit={form.onSubmit} noValidate>
        <label className={styles.label} htmlFor={fieldId}>
          {t('firstMessageLabel', { name: partner.name })}
        </label>
        <input
          id={fieldId}
          className={styles.field}
          maxLength={1000}
          autoComplete="off"
          placeholder={t('firstMessagePlaceholder')}
          {...form.register('text')}
        />
      </form>
      <NoticeRegion notice={form.notice} live="assertive" />
      {/* Centred under the photos like the rest of the moment (the shared dialogs' row of actions ends at the edge). */}
      <div className={styles.actions}>
        <button type="button" className={styles.keep} onClick={onClose}>
          {t('keepSwiping')}
        </button>
        <SubmitButton form={formId} pending={form.pending} pendingLabel={t('sending')}>
          {t('sendMessage')}
        </SubmitButton>
      </div>
    </Dialog>
  );
}
