import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { ActionButton } from '@/shared/ui/action-button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';

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

/**
 * "It's a Match!" (spec 2): shown by the deck and by every profile view on a mutual like.
 * "Send message" creates or opens the chat (webcreatchat) and goes to it.
 * A first version: the discovery feature gives it both photos and its motion.
 */
export function MatchDialog({ partner, onClose }: MatchDialogProps) {
  const { t } = useTranslation('match');
  const { userId } = useSignedInSession();
  const navigate = useNavigate();
  const createChat = useCallMutation('webcreatchat');
  if (!partner) return null;
  const sendMessage = async () => {
    const answer = await createChat.mutateAsync({ sender_id: userId, receiver_id: partner.userId });
    onClose();
    void navigate(paths.chat.to({ receiverId: partner.userId, chatId: answer.chatid }));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('title')} description={t('description', { name: partner.name })}>
      <DialogActions>
        <ActionButton onAction={sendMessage} pendingLabel={t('sending')}>{t('sendMessage')}</ActionButton>
      </DialogActions>
    </Dialog>
  );
}
