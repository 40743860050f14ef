import { Camera, CameraOff, ImageUp, RotateCcw } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/shared/api/errors';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { NoticeRegion } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';
import { useFaceCheck } from '../api/use-face-check';
import { photoAsDataUrl } from '../image-files';
import type { CheckedFace } from '../wizard-state';
import { useWebcam } from './use-webcam';
import styles from './webcam-dialog.module.css';

export interface WebcamDialogProps {
  /** The face the check accepted, once it did. */
  face: CheckedFace | null;
  onChecked: (face: CheckedFace) => void;
  onRetake: () => void;
  onAccept: () => void;
  onClose: () => void;
}

/**
 * The webcam popup between tabs 1 and 2 (docs/product/flows.md#sign-up, docs/product/rules-and-timings.md#webcam): a mirrored
 * front-camera preview, a capture checked by the face check, then Retake or
 * Next. Without a camera (refused, missing, no https) a photo file does instead.
 */
export function WebcamDialog({ face, onChecked, onRetake, onAccept, onClose }: WebcamDialogProps) {
  const { t } = useTranslation('signup');
  const { videoRef, status, retry, capture: captureStill } = useWebcam();
  const check = useFaceCheck();
  const [still, setStill] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Once at a time: a double click on Capture checks one face.
  const { run: checkImage } = useClickOnce(async (image: string) => {
    setStill(image);
    setProblem(null);
    try {
      onChecked(await check.mutateAsync(image));
    } catch (error) {
      setProblem(refusalMessage(error) ?? t('common:somethingWentWrong'));
    }
  });

  function capture() {
    const image = captureStill();
    if (image) checkImage(image);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) checkImage(await photoAsDataUrl(file));
  }

  function retake() {
    setStill(null);
    setProblem(null);
    check.reset();
    onRetake();
  }

  const blocked = status === 'blocked';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('webcam.title')}
      description={t('webcam.description')}
      size="lg"
      closeOnOutsidePress={false}
    >
      <div className={styles.stage}>
        <video ref={videoRef} className={styles.video} hidden={Boolean(still) || status !== 'live'} muted playsInline autoPlay />
        {still ? <img className={styles.video} src={still} alt={t('webcam.stillAlt')} /> : null}
        {!still && status === 'starting' ? <Spinner label={t('webcam.starting')} /> : null}
        {!still && blocked ? (
          <div className={styles.blocked}>
            <CameraOff size={40} aria-hidden="true" />
            <p className={styles.blockedTitle} role="alert">
              {t('webcam.permission')}
            </p>
            <p className={styles.blockedNote}>{t('webcam.permissionNote')}</p>
          </div>
        ) : null}
        {check.isPending ? (
          <div className={styles.checking}>
            <Spinner label={t('webcam.checking')} />
          </div>
        ) : null}
      </div>
      <NoticeRegion
        className={styles.message}
        notice={problem ? { text: problem, tone: 'error' } : face && still ? { text: t('webcam.verified'), tone: 'success' } : null}
      />
      <div className={styles.actions}>
        {still ? (
          <>
            <Button variant="secondary" onClick={retake} disabled={check.isPending}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('webcam.retake')}
            </Button>
            {face ? <Button onClick={onAccept}>{t('next')}</Button> : null}
          </>
        ) : (
          <>
            <Button variant={blocked ? 'ghost' : 'secondary'} onClick={onClose}>
              {t('webcam.cancel')}
            </Button>
            {blocked ? (
              <Button variant="secondary" onClick={retry}>
                {t('webcam.tryAgain')}
              </Button>
            ) : null}
            {blocked ? (
              <label className={styles.fileButton}>
                <input type="file" accept="image/*" capture="user" className="visually-hidden" onChange={(event) => void chooseFile(event)} />
                <ImageUp size={18} aria-hidden="true" />
                {t('webcam.chooseFile')}
              </label>
            ) : (
              <Button onClick={capture} disabled={status !== 'live'}>
                <Camera size={18} aria-hidden="true" />
                {t('webcam.capture')}
              </Button>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
