import { ImagePlus, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { BusyButton } from '@/shared/ui/action-button';
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

  // One upload at a time (docs/product/flows.md#photos): a double click sends the photo once.
  const send = useClickOnce(async () => {
    if (!chosen) return showFlash(t('problems.selectImage'));
    if (!state.face) return;
    try {
      const { photo, message } = await upload.mutateAsync({ file: chosen, faceId: state.face.faceId });
      showFlash(message, 'success');
      dispatch({ type: 'photoUploaded', photo });
    } catch (error) {
      // The message as received; the same photo can be sent again.
      showFlash(refusalMessage(error) ?? t('common:somethingWentWrong'));
    }
  });

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
        <BusyButton onClick={() => send.run()} pending={send.pending} pendingLabel={t('photo.uploading')}>
          <Upload size={18} aria-hidden="true" />
          {t('photo.upload')}
        </BusyButton>
      </div>
    </div>
  );
}
