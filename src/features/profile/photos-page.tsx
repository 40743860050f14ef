import { ArrowLeft, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { refusalMessage } from '@/shared/api/errors';
import { MAX_PHOTOS } from '@/shared/api/rules';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useClickOnce, useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { useOwnProfile } from '@/shared/member/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { SubmitButton } from '@/shared/ui/action-button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Menu } from '@/shared/ui/menu';
import { NoticeBanner } from '@/shared/ui/notice';
import { PhotoCarousel } from '@/shared/ui/photo-carousel';
import { QueryState } from '@/shared/ui/query-state';
import { photoProblem } from './profile-rules';
import styles from './photos-page.module.css';

/** Upload errors stay a little longer than the 2 s banners: the member reads them before retrying. */
const UPLOAD_ERROR_MS = NOTICE_MS.signup;

/**
 * /app/Profile/ProfilePhotoEdit (spec 1 sections 2, 4 and 5): the member's photos in a carousel,
 * a menu for the photo shown (First Look, Delete), and Add photo: one upload at a time, at most 5;
 * after an upload the profile is read again and the carousel shows the new, last photo.
 */
export function ProfilePhotosScreen() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  if (profile.data?.userstatus === '0') return <Navigate to={paths.login} replace />;
  return (
    <div className={styles.page}>
      <Link to={paths.profile} className={styles.back}>
        <ArrowLeft className={styles.backIcon} size={18} aria-hidden="true" />
        {t('backToProfile')}
      </Link>
      <h1 className={styles.title}>{t('photos.title')}</h1>
      <QueryState query={profile} loadingLabel={t('loading')} skeleton={<div className={styles.skeleton} />}>
        {(member) => <PhotoEditor member={member} />}
      </QueryState>
    </div>
  );
}

function PhotoEditor({ member }: { member: OwnProfile }) {
  const { t } = useTranslation('profile');
  const { userId } = useSignedInSession();
  const profile = useOwnProfile();
  const upload = useCallMutation('uploadimageweb');
  const firstLook = useCallMutation('websetfirstlook');
  const remove = useCallMutation('websetprofile');
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [index, setIndex] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Photos and reload banners 2 s, delete results 3 s (spec 1 section 4).
  const { notice, show } = useNotice(NOTICE_MS.error);

  const photos = member.imagess;
  const current = Math.min(index, Math.max(0, photos.length - 1));
  const currentPhoto = photos[current];

  /** The profile read again, so the carousel shows what the server holds. */
  async function reread(): Promise<readonly string[]> {
    const fresh = await profile.refetch();
    return fresh.data?.imagess ?? photos;
  }

  const { onSubmit, pending: uploading } = useSubmitOnce(async () => {
    const problem = photoProblem(file, photos.length);
    if (problem || !file) return show(t(`photos.${problem ?? 'noFile'}`), 'error', UPLOAD_ERROR_MS);
    try {
      const answer = await upload.mutateAsync({ user_id: userId, file });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      const fresh = await reread();
      setIndex(Math.max(0, fresh.length - 1));
      show(answer.message, 'success');
    } catch (error) {
      // The chosen file stays: Add photo tries again.
      show(refusalMessage(error) ?? t('photos.uploadFailed'), 'error', UPLOAD_ERROR_MS);
    }
  });

  const makeFirst = useClickOnce(async (photo: string) => {
    try {
      const answer = await firstLook.mutateAsync({ user_id: userId, user_image: photo });
      await reread();
      setIndex(0);
      show(answer.message, 'success');
    } catch (error) {
      show(refusalMessage(error) ?? t('common:somethingWentWrong'));
    }
  });

  async function deletePhoto(photo: string) {
    try {
      const answer = await remove.mutateAsync({ user_id: userId, delete_image: photo });
      setConfirmDelete(false);
      const fresh = await reread();
      setIndex((shown) => Math.min(shown, Math.max(0, fresh.length - 1)));
      show(answer.message, 'success', NOTICE_MS.deleteResult);
    } catch (error) {
      setConfirmDelete(false);
      show(refusalMessage(error) ?? t('common:somethingWentWrong'), 'error', NOTICE_MS.deleteResult);
    }
  }

  const full = photos.length >= MAX_PHOTOS;
  return (
    <>
      <div className={styles.stage}>
        <PhotoCarousel photos={photos} name={member.user_name} autoplay={false} index={current} onIndexChange={setIndex} className={styles.carousel} />
        {currentPhoto ? (
          <div className={styles.menu}>
            <Menu
              label={t('photos.options', { index: current + 1, total: photos.length })}
              items={[
                { id: 'first-look', label: t('photos.firstLook'), icon: Star, disabled: current === 0, onSelect: () => makeFirst.run(currentPhoto) },
                { id: 'delete', label: t('photos.delete'), icon: Trash2, tone: 'danger', onSelect: () => setConfirmDelete(true) },
              ]}
            />
          </div>
        ) : null}
        {current === 0 && currentPhoto ? <span className={styles.mainBadge}>{t('photos.main')}</span> : null}
      </div>
      <p className={styles.count} aria-live="polite">
        {t('photos.count', { n: photos.length, max: MAX_PHOTOS })}
      </p>

      <form className={styles.add} onSubmit={onSubmit} noValidate aria-busy={uploading || undefined}>
        <label htmlFor={fileInputId} className={styles.picker} data-full={full || undefined}>
          <ImagePlus size={24} aria-hidden="true" />
          <span className={styles.pickerText}>{file ? file.name : t('photos.choose')}</span>
          <span className={styles.pickerHint}>{full ? t('photos.tooMany') : t('photos.hint')}</span>
        </label>
        <input
          ref={fileInput}
          id={fileInputId}
          className={styles.fileInput}
          type="file"
          accept="image/*"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <SubmitButton block pending={uploading} pendingLabel={t('photos.uploading')}>
          {t('photos.add')}
        </SubmitButton>
      </form>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        question={t('photos.confirmDelete')}
        onConfirm={() => (currentPhoto ? deletePhoto(currentPhoto) : undefined)}
      />
      <NoticeBanner notice={notice} />
    </>
  );
}
