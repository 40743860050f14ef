import { Ban, Eraser, ShieldCheck, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Menu, type MenuItem } from '@/shared/ui/menu';
import { useChatActions } from '../api/use-chat-actions';
import type { BlockState } from '../api/use-block-status';

export interface ChatMenuProps {
  userId: string;
  partnerId: string;
  chatId: string;
  partnerName: string;
  block: BlockState | undefined;
  /** A menu action failed: the screen says so. */
  onFailed: () => void;
}

type Confirming = 'block' | 'unblock' | 'clear' | 'unfriend';

/**
 * The three-dot menu: Block or Unblock (by blockstatus), Clear Chat, Safety
 * Tips, Unfriend. Block, clear and unfriend ask first, then return to the chat
 * list (docs/product/flows.md#chat).
 */
export function ChatMenu({ userId, partnerId, chatId, partnerName, block, onFailed }: ChatMenuProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const actions = useChatActions();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const blockedByMe = block === 'blockedByMe';

  const items: MenuItem[] = [
    { id: 'block', label: blockedByMe ? t('menu.unblock') : t('menu.block'), icon: Ban, onSelect: () => setConfirming(blockedByMe ? 'unblock' : 'block'), disabled: block === undefined },
    { id: 'clear', label: t('menu.clear'), icon: Eraser, onSelect: () => setConfirming('clear') },
    { id: 'safety', label: t('menu.safety'), icon: ShieldCheck, onSelect: () => void navigate(paths.helpPage.to({ id: '2' })) },
    { id: 'unfriend', label: t('menu.unfriend'), icon: UserMinus, tone: 'danger', onSelect: () => setConfirming('unfriend') },
  ];

  async function confirm(action: Confirming) {
    try {
      if (action === 'clear') await actions.clear.mutateAsync({ user_id: userId, chat_id: chatId });
      else if (action === 'unfriend') await actions.unfriend.mutateAsync({ user_id: userId, unfriend_user_id: partnerId });
      else await actions.block.mutateAsync({ user_id: userId, block_user_id: partnerId });
      setConfirming(null);
      void navigate(paths.messages);
    } catch {
      setConfirming(null);
      onFailed();
    }
  }

  return (
    <>
      <Menu items={items} label={t('menu.label')} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        question={confirming ? t(`confirm.${confirming}`, { name: partnerName }) : ''}
        onConfirm={() => (confirming ? confirm(confirming) : undefined)}
      />
    </>
  );
}
