import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, type NoticeState } from '@/shared/lib/use-notice';
import { useSignedInSession } from '@/shared/session/use-session';
import { useUploadProfilePhoto } from './api/use-upload-profile-photo';
import { newPhotoPlace } from './photo-grid';
import { photoProblem } from './profile-rules';
import { useChosenFile } from './use-chosen-file';

/** Upload errors stay a little longer than the 2 s banners: the member reads them before retrying. */
const UPLOAD_ERROR_MS = NOTICE_MS.signup;

interface PhotoUploadOptions {
  photos: readonly string[];
  /** Reads the profile again and answers its photos. */
  reread: () => Promise<readonly string[]>;
  /** The photo just added, to focus (null when the new place cannot be told). */
  onAdded: (photo: string | null) => void;
  show: NoticeState['show'];
}

/**
 * Add photo (docs/product/flows.md#photos): the chosen file is checked, uploaded (one at a time, at most 5), then
 * the profile is read again and the new photo is handed back to be focused. A failed upload keeps the file.
 */
export function usePhotoUpload({ photos, reread, onAdded, show }: PhotoUploadOptions) {
  const { t } = useTranslation('profile');
  const { userId } = useSignedInSession();
  const upload = useUploadProfilePhoto();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { file, preview, choose } = useChosenFile();

  const { onSubmit, pending: uploading } = useSubmitOnce(async () => {
    const problem = photoProblem(file, photos.length);
    if (problem || !file) return show(t(`photos.${problem ?? 'noFile'}`), 'error', UPLOAD_ERROR_MS);
    try {
      const answer = await upload.mutateAsync({ user_id: userId, file });
      choose(null);
      if (fileInput.current) fileInput.current.value = '';
      const after = await reread();
      const place = newPhotoPlace(photos, after);
      onAdded(place === null ? null : (after[place] ?? null));
      show(answer.message, 'success');
    } catch (error) {
      // The chosen file stays: Add photo tries again.
      show(refusalMessage(error) ?? t('photos.uploadFailed'), 'error', UPLOAD_ERROR_MS);
    }
  });

  return { fileInputId, fileInput, file, preview, choose, onSubmit, uploading };
}

export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
