import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { MAX_PHOTOS } from '@/shared/api/rules';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { NoticeBanner } from '@/shared/ui/notice';
import { usePhotoActions } from '../use-photo-actions';
import { usePhotoUpload } from '../use-photo-upload';
import { PhotoGrid } from './photo-grid';
import { PhotoMenu } from './photo-menu';
import { AddPhotoTile, PhotoUploader } from './photo-uploader';
import styles from '../photos-page.module.css';

/**
 * The photo editor: the grid, each photo's menu and the uploader in one form (Add photo submits it), with the one
 * banner their answers share and the photo to focus after an upload or a new First Look.
 */
export function PhotoEditor({ member }: { member: OwnProfile }) {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  /** The photo to focus and highlight: the one just uploaded, or the new First Look. */
  const [fresh, setFresh] = useState<string | null>(null);
  // Photos and reload banners 2 s, delete results 3 s (docs/product/rules-and-timings.md#timings).
  const { notice, show } = useNotice(NOTICE_MS.error);
  const photos = member.imagess;

  /** The profile read again, so the grid shows what the server holds. */
  async function reread(): Promise<readonly string[]> {
    const again = await profile.refetch();
    return again.data?.imagess ?? photos;
  }

  const upload = usePhotoUpload({ photos, reread, onAdded: setFresh, show });
  const { makeFirst, confirmDelete, askDelete, deletePhoto } = usePhotoActions({ reread, setFresh, show });

  return (
    <form className={styles.editor} onSubmit={upload.onSubmit} noValidate aria-busy={upload.uploading || makeFirst.pending || undefined}>
      <PhotoGrid
        member={member}
        fresh={fresh}
        fileInputId={upload.fileInputId}
        addTile={<AddPhotoTile upload={upload} />}
        menuOf={(spot) => (
          <PhotoMenu place={spot.place} main={spot.main} onFirstLook={() => makeFirst.run(spot.photo)} onDelete={() => askDelete(spot.photo)} />
        )}
        onFirstLook={makeFirst.run}
      />
      <PhotoUploader upload={upload} full={photos.length >= MAX_PHOTOS} />
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => (open ? undefined : askDelete(null))}
        question={t('photos.confirmDelete')}
        onConfirm={() => (confirmDelete ? deletePhoto(confirmDelete) : undefined)}
      />
      <NoticeBanner notice={notice} />
    </form>
  );
}
