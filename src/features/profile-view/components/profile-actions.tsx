import { Heart, MessageCircle, Star, UserMinus, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OtherProfile } from '@/shared/api/contract/discovery';
import { isApiError, refusalMessage } from '@/shared/api/errors';
import { NOTICE_MS, type NoticeState } from '@/shared/lib/use-notice';
import { MatchDialog, type MatchPartner } from '@/member/match/match-dialog';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { paths } from '@/shared/routing/paths';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useRelationshipCalls } from '../api/use-relationship-calls';
import { useSuperLikeCheck } from '../api/use-super-like-check';
import { actionsOf, likeSent, photosOf, superLikeStep, variantRules, type ProfileVariant } from '../variants';
import styles from './profile-actions.module.css';

export interface ProfileActionsProps {
  variant: ProfileVariant;
  profile: OtherProfile;
  userId: string;
  /** Where dislike and unfriend return. */
  backPath: string;
  notice: NoticeState;
  /** The likes view sends the member to the login when the super-like check fails (docs/product/messages.md#where-a-failure-leads). */
  onCheckFailed: () => void;
}

type Question = 'superLike' | 'decline' | 'unfriend' | null;

/**
 * The relationship actions of a profile view (docs/product/flows.md#profile-views):
 * like, super like (after the webgetcheck step), dislike, unfriend and the message shortcut, each
 * as the view's variant offers them. Every action runs once at a time (ActionButton).
 */
export function ProfileActions({ variant, profile, userId, backPath, notice, onCheckFailed }: ProfileActionsProps) {
  const { t } = useTranslation('profileView');
  const navigate = useNavigate();
  const { openOffer } = usePremiumGate();
  const rules = variantRules[variant];
  const { match, unmatch, unfriend, createChat } = useRelationshipCalls(rules.unfriendCall);
  const checkSuperLikes = useSuperLikeCheck(userId);
  const [likedHere, setLikedHere] = useState(false);
  const [question, setQuestion] = useState<Question>(null);
  const [partner, setPartner] = useState<MatchPartner | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const actions = actionsOf(variant, profile);
  const sent = likeSent(profile, likedHere);
  const friendId = profile.user_id;

  const failed = (error: unknown) => notice.show(refusalMessage(error) ?? t('failed'), 'error', NOTICE_MS.error);

  const sendLike = async (type: 'like' | 'superlike') => {
    try {
      const answer = await match.mutateAsync({ user_id: userId, follow_id: friendId, type });
      setLikedHere(true);
      if (answer.match === '1') {
        setPartner({
          userId: answer.result?.frienduser_id ?? friendId,
          name: answer.result?.frienduser_name ?? profile.user_name,
          photo: answer.result?.frienduser_image ?? photosOf(profile)[0] ?? '',
        });
      } else {
        notice.show(answer.message, 'success', NOTICE_MS.error);
      }
    } catch (error) {
      // A super like refused with none left: the super-like packs instead (docs/product/flows.md#profile-views).
      if (isApiError(error) && error.refusal?.superlike_count === '0') openOffer('superLike');
      else failed(error);
    }
  };

  const askSuperLike = async () => {
    try {
      const check = await checkSuperLikes();
      if (superLikeStep(check) === 'buy') openOffer('superLike');
      else setQuestion('superLike');
    } catch (error) {
      if (rules.failure === 'signOut') onCheckFailed();
      else failed(error);
    }
  };

  const decline = async () => {
    try {
      await unmatch.mutateAsync({ user_id: userId, follow_id: friendId });
    } catch (error) {
      setQuestion(null);
      failed(error);
      return;
    }
    setQuestion(null);
    if (!rules.declineNotice) {
      void navigate(backPath);
      return;
    }
    notice.show(t('declined'), 'success', NOTICE_MS.error);
    leaveTimer.current = setTimeout(() => void navigate(backPath), NOTICE_MS.error);
  };

  const removeFriend = async () => {
    try {
      await unfriend.mutateAsync({ user_id: userId, unfriend_user_id: friendId });
      setQuestion(null);
      void navigate(backPath);
    } catch (error) {
      setQuestion(null);
      failed(error);
    }
  };

  const openChat = async () => {
    try {
      const { chatid } = await createChat.mutateAsync({ sender_id: userId, receiver_id: friendId });
      void navigate(paths.chat.to({ receiverId: friendId, chatId: chatid }));
    } catch (error) {
      failed(error);
    }
  };

  const buttons: { key: string; show: boolean; icon: LucideIcon; label: string; tone: string; onAction: () => unknown; disabled?: boolean }[] = [
    { key: 'dislike', show: actions.dislike, icon: X, label: t('dislike'), tone: styles.dislike ?? '', onAction: () => setQuestion('decline') },
    { key: 'superLike', show: actions.superLike, icon: Star, label: t('superLike'), tone: styles.superLike ?? '', onAction: askSuperLike, disabled: sent },
    { key: 'like', show: actions.like, icon: Heart, label: t('like'), tone: styles.like ?? '', onAction: () => sendLike('like'), disabled: sent },
    { key: 'unfriend', show: actions.unfriend, icon: UserMinus, label: t('unfriend'), tone: styles.dislike ?? '', onAction: () => setQuestion('unfriend') },
    { key: 'message', show: actions.message, icon: MessageCircle, label: t('message'), tone: styles.like ?? '', onAction: openChat },
  ];

  return (
    <>
      <div className={styles.actions} role="group" aria-label={t('actions')}>
        {buttons
          .filter((button) => button.show)
          .map(({ key, icon: Icon, label, tone, onAction, disabled }) => (
            <div key={key} className={styles.action}>
              <RoundAction className={tone} icon={Icon} label={label} onAction={onAction} disabled={disabled} />
              <span className={styles.caption} aria-hidden="true">
                {label}
              </span>
            </div>
          ))}
      </div>
      <ConfirmDialog
        open={question === 'superLike'}
        onOpenChange={(open) => !open && setQuestion(null)}
        question={t('superLikeQuestion')}
        onConfirm={async () => {
          await sendLike('superlike');
          setQuestion(null);
        }}
      />
      <ConfirmDialog open={question === 'decline'} onOpenChange={(open) => !open && setQuestion(null)} question={t('declineQuestion')} onConfirm={decline} />
      <ConfirmDialog open={question === 'unfriend'} onOpenChange={(open) => !open && setQuestion(null)} question={t('areYouSure')} onConfirm={removeFriend} />
      <MatchDialog partner={partner} onClose={() => setPartner(null)} />
    </>
  );
}

interface RoundActionProps {
  icon: LucideIcon;
  label: string;
  onAction: () => unknown;
  disabled?: boolean;
  className: string;
}

/** A round icon button that runs its action once at a time (the click-once guard), busy while it runs. */
function RoundAction({ icon: Icon, label, onAction, disabled, className }: RoundActionProps) {
  const { run, pending } = useClickOnce(onAction);
  return (
    <Button
      variant="secondary"
      className={`${styles.round} ${className}`}
      aria-label={label}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      disabled={disabled}
      onClick={() => run()}
    >
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : <Icon size={28} aria-hidden="true" />}
    </Button>
  );
}
