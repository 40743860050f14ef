import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, type NoticeState } from '@/shared/lib/use-notice';
import { useSignedInSession } from '@/shared/session/use-session';
import { useDeletePhoto } from './api/use-delete-photo';
import { useSetFirstLook } from './api/use-set-first-look';

interface PhotoActionsOptions {
  /** Reads the profile again, so the grid shows what the server holds. */
  reread: () => Promise<unknown>;
  /** The photo to focus and highlight (the new First Look), or none. */
  setFresh: (photo: string | null) => void;
  show: NoticeState['show'];
}

/**
 * A photo's menu (docs/product/flows.md#photos): First Look, from the menu or a drop on the first place, once at
 * a time; Delete, after "Are you sure", its result shown 3 s.
 */
export function usePhotoActions({ reread, setFresh, show }: PhotoActionsOptions) {
  const { t } = useTranslation('profile');
  const { userId } = useSignedInSession();
  const firstLook = useSetFirstLook();
  const remove = useDeletePhoto();
  /** The photo whose deletion waits for "Are you sure". */
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);

  const makeFirst = useClickOnce(async (photo: string) => {
    try {
      const answer = await firstLook.mutateAsync({ user_id: userId, user_image: photo });
      await reread();
      setFresh(photo);
      show(answer.message, 'success');
    } catch (error) {
      show(refusalMessage(error) ?? t('common:somethingWentWrong'));
    }
  });

  async function deletePhoto(photo: string) {
    try {
      const answer = await remove.mutateAsync({ user_id: userId, delete_image: photo });
      setConfirmDelete(null);
      setFresh(null);
      await reread();
      show(answer.message, 'success', NOTICE_MS.deleteResult);
    } catch (error) {
      setConfirmDelete(null);
      show(refusalMessage(error) ?? t('common:somethingWentWrong'), 'error', NOTICE_MS.deleteResult);
    }
  }

  return { makeFirst, confirmDelete, askDelete: setConfirmDelete, deletePhoto };
}
