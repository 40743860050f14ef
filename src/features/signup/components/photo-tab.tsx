import { ImagePlus, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { Button } from '@/shared/ui/button';
import { useUploadPhoto } from '../api/use-upload-photo';
import { photoAsDataUrl } from '../image-files';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';

/** Tab 2: the first profile photo, compared by the server with the face from the webcam. */
export function PhotoTab({ state, dispatch, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const inputId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const upload = useUploadPhoto();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      showFlash(t('problems.selectImage'));
      return;
    }
    setChosen(await photoAsDataUrl(file));
  }

  function send() {
    if (!chosen) return showFlash(t('problems.selectImage'));
    if (!state.face) return;
    upload.mutate(
      { file: chosen, faceId: state.face.faceId },
      {
        onSuccess: ({ photo, message }) => {
          showFlash(message, 'success');
          dispatch({ type: 'photoUploaded', photo });
        },
        // The message as received; the same photo can be sent again.
        onError: (error) => showFlash(refusalMessage(error) ?? t('common:somethingWentWrong')),
      },
    );
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{t('photo.lead')}</p>
      <div className={styles.photoPicker}>
        <div className={styles.photoPreview}>
          {chosen ? <img src={chosen} alt={t('photo.previewAlt')} /> : <ImagePlus size={40} aria-hidden="true" />}
        </div>
        <input id={inputId} type="file" accept="image/*" className={`visually-hidden ${styles.fileInput}`} onChange={(event) => void choose(event)} />
        <label htmlFor={inputId} className={styles.fileLabel}>
          {chosen ? t('photo.change') : t('photo.choose')}
        </label>
      </div>
      <div className={styles.actions}>
        <Button onClick={send} disabled={upload.isPending} aria-busy={upload.isPending}>
          <Upload size={18} aria-hidden="true" />
          {upload.isPending ? t('photo.uploading') : t('photo.upload')}
        </Button>
      </div>
    </div>
  );
}
