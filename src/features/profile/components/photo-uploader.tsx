import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/shared/ui/action-button';
import { Spinner } from '@/shared/ui/spinner';
import type { PhotoUpload } from '../use-photo-upload';
import styles from '../photos-page.module.css';

/** The next empty place of the grid: opens the picker, then shows the chosen photo, or the upload under way. */
export function AddPhotoTile({ upload }: { upload: PhotoUpload }) {
  const { t } = useTranslation('profile');
  const { fileInputId, file, preview, uploading } = upload;
  return (
    <label htmlFor={fileInputId} className={`${styles.tile} ${styles.addTile}`} data-chosen={file ? true : undefined}>
      {preview ? <img className={`${styles.photo} ${styles.preview}`} src={preview} alt="" /> : null}
      {uploading ? (
        <span className={styles.loader}>
          <Spinner label={t('photos.uploading')} />
        </span>
      ) : (
        <span className={styles.addText}>
          <ImagePlus size={28} aria-hidden="true" />
          <span>{t('photos.choose')}</span>
          {file ? <span className={styles.fileName}>{file.name}</span> : null}
        </span>
      )}
    </label>
  );
}

/** Under the grid: the picker when no place is left, the file input every label opens, and Add photo (the form's submit). */
export function PhotoUploader({ upload, full }: { upload: PhotoUpload; full: boolean }) {
  const { t } = useTranslation('profile');
  const { fileInputId, fileInput, file, choose, uploading } = upload;
  return (
    <>
      {full ? (
        // No empty place left: the picker stays (the server's rule is said before asking it).
        <label htmlFor={fileInputId} className={styles.fullPicker}>
          <ImagePlus size={20} aria-hidden="true" />
          <span>{t('photos.choose')}</span>
          <span className={styles.fileName}>{file ? file.name : t('photos.tooMany')}</span>
        </label>
      ) : null}
      <input
        ref={fileInput}
        id={fileInputId}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <SubmitButton block pending={uploading} pendingLabel={t('photos.uploading')}>
        {t('photos.add')}
      </SubmitButton>
    </>
  );
}
