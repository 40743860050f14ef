import { ImagePlus, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { refusalMessage } from '@/shared/api/errors';
import { MAX_PHOTOS } from '@/shared/api/rules';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { useClickOnce, useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { SubmitButton } from '@/shared/ui/action-button';
import { BackLink } from '@/shared/ui/back-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Menu } from '@/shared/ui/menu';
import { NoticeBanner } from '@/shared/ui/notice';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { useDeletePhoto } from './api/use-delete-photo';
import { useSetFirstLook } from './api/use-set-first-look';
import { useUploadProfilePhoto } from './api/use-upload-profile-photo';
import { dropAction, newPhotoPlace, photoPlaces } from './photo-grid';
import { photoProblem } from './profile-rules';
import styles from './photos-page.module.css';

/** Upload errors stay a little longer than the 2 s banners: the member reads them before retrying. */
const UPLOAD_ERROR_MS = NOTICE_MS.signup;
/** The drag's payload type: a place number, so a file dragged from the desktop is not taken for a photo. */
const DRAG_TYPE = 'application/x-amora-photo-place';

/**
 * /app/Profile/ProfilePhotoEdit (docs/product/flows.md#photos; docs/decisions/003-photo-editor-grid.md): the member's photos as
 * a grid of five places, the first the main photo. Each photo has a menu (First Look, Delete); the
 * next empty place takes an upload (Add photo: one at a time, at most 5; the profile is then read
 * again and the new photo is focused, the grid's "carousel moves to the last photo").
 */
export function ProfilePhotosScreen() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  if (profile.data?.userstatus === '0') return <Navigate to={paths.login} replace />;
  return (
    <div className={styles.page}>
      <BackLink to={paths.profile}>{t('backToProfile')}</BackLink>
      <h1 className={styles.title}>{t('photos.title')}</h1>
      <QueryState query={profile} loadingLabel={t('loading')} skeleton={<GridSkeleton />}>
        {(member) => <PhotoEditor member={member} />}
      </QueryState>
    </div>
  );
}

/** Five grey places where the grid will be: nothing moves when the photos arrive. */
function GridSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: MAX_PHOTOS }, (_, place) => (
        <div key={place} className={`${styles.tile} ${styles.skeleton}`} />
      ))}
    </div>
  );
}

function PhotoEditor({ member }: { member: OwnProfile }) {
  const { t } = useTranslation('profile');
  const { t: tUi } = useTranslation('ui');
  const { userId } = useSignedInSession();
  const profile = useOwnProfile();
  const upload = useUploadProfilePhoto();
  const firstLook = useSetFirstLook();
  const remove = useDeletePhoto();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { file, preview, choose } = useChosenFile();
  /** The photo to focus and highlight: the one just uploaded, or the new First Look. */
  const [fresh, setFresh] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropOver, setDropOver] = useState(false);
  const tiles = useRef(new Map<string, HTMLElement>());
  // Photos and reload banners 2 s, delete results 3 s (docs/product/rules-and-timings.md#timings).
  const { notice, show } = useNotice(NOTICE_MS.error);

  const photos = member.imagess;
  const places = photoPlaces(photos);
  const full = photos.length >= MAX_PHOTOS;

  useEffect(() => {
    if (fresh) tiles.current.get(fresh)?.focus();
  }, [fresh, photos]);

  /** The profile read again, so the grid shows what the server holds. */
  async function reread(): Promise<readonly string[]> {
    const again = await profile.refetch();
    return again.data?.imagess ?? photos;
  }

  const { onSubmit, pending: uploading } = useSubmitOnce(async () => {
    const problem = photoProblem(file, photos.length);
    if (problem || !file) return show(t(`photos.${problem ?? 'noFile'}`), 'error', UPLOAD_ERROR_MS);
    try {
      const answer = await upload.mutateAsync({ user_id: userId, file });
      choose(null);
      if (fileInput.current) fileInput.current.value = '';
      const after = await reread();
      const place = newPhotoPlace(photos, after);
      setFresh(place === null ? null : (after[place] ?? null));
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

  /*
   * Drag and drop: the contract's only ordering call is websetfirstlook (this photo becomes the
   * first image). So a photo dropped on the first place becomes the First Look; moving photos
   * between other places would need a reorder call the contract lacks (a full order sent to the
   * server), and is not offered. The keyboard equivalent is each photo's menu: First Look.
   */
  function dragStart(event: DragEvent, place: number) {
    event.dataTransfer.setData(DRAG_TYPE, String(place));
    event.dataTransfer.effectAllowed = 'move';
    setDragFrom(place);
  }
  function dragEnd() {
    setDragFrom(null);
    setDropOver(false);
  }
  function dragOver(event: DragEvent, place: number) {
    if (dragFrom === null || dropAction(dragFrom, place, photos.length) === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropOver(true);
  }
  function drop(event: DragEvent, place: number) {
    const from = Number(event.dataTransfer.getData(DRAG_TYPE) || dragFrom);
    const photo = photos[from];
    dragEnd();
    if (photo === undefined || dropAction(from, place, photos.length) !== 'firstLook') return;
    event.preventDefault();
    makeFirst.run(photo);
  }

  return (
    <form className={styles.editor} onSubmit={onSubmit} noValidate aria-busy={uploading || makeFirst.pending || undefined}>
      <div className={styles.grid} data-dragging={dragFrom !== null || undefined}>
        <ul className={styles.places} role="list" aria-label={t('photos.grid')}>
          {places.map((spot) =>
            spot.kind === 'photo' ? (
              <li key={spot.photo} className={styles.slot} data-main={spot.main || undefined}>
                <figure
                  ref={(node) => {
                    if (node) tiles.current.set(spot.photo, node);
                    else tiles.current.delete(spot.photo);
                  }}
                  className={styles.tile}
                  tabIndex={-1}
                  aria-label={tUi('carousel.dot', { index: spot.place + 1, count: photos.length })}
                  data-fresh={fresh === spot.photo || undefined}
                  data-drop-over={(spot.main && dropOver) || undefined}
                  data-dragged={dragFrom === spot.place || undefined}
                  draggable={!spot.main}
                  onDragStart={(event) => dragStart(event, spot.place)}
                  onDragEnd={dragEnd}
                  onDragOver={(event) => dragOver(event, spot.place)}
                  onDragLeave={() => setDropOver(false)}
                  onDrop={(event) => drop(event, spot.place)}
                >
                  <img
                    className={styles.photo}
                    src={safeImageUrl(spot.photo)}
                    alt={tUi('carousel.photo', { name: member.user_name, index: spot.place + 1, count: photos.length })}
                    loading={spot.place < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                  />
                  {spot.main ? (
                    <span className={styles.mainBadge}>
                      <Star size={14} aria-hidden="true" />
                      {t('photos.main')}
                    </span>
                  ) : (
                    <span className={styles.placeNumber} aria-hidden="true">
                      {spot.place + 1}
                    </span>
                  )}
                  <div className={styles.menu}>
                    <Menu
                      label={t('photos.options', { index: spot.place + 1 })}
                      items={[
                        { id: 'first-look', label: t('photos.firstLook'), icon: Star, disabled: spot.main, onSelect: () => makeFirst.run(spot.photo) },
                        {
                          id: 'delete',
                          label: t('photos.delete'),
                          icon: Trash2,
                          tone: 'danger',
                          // The first photo cannot be deleted (docs/product/flows.md#photos). The server says so ('Profile image cannot be
                          // deleted'), as it did in the carousel: the item stays, its answer is the server's.
                          onSelect: () => setConfirmDelete(spot.photo),
                        },
                      ]}
                    />
                  </div>
                </figure>
              </li>
            ) : (
              <li key={`empty-${spot.place}`} className={styles.slot} data-main={spot.place === 0 || undefined}>
                {spot.next ? (
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
                ) : (
                  // Another empty place: also opens the picker (the upload fills the next place).
                  <label htmlFor={fileInputId} className={`${styles.tile} ${styles.emptyTile}`} aria-hidden="true">
                    <Plus size={22} />
                  </label>
                )}
              </li>
            ),
          )}
        </ul>
        <div className={styles.info}>
          <p className={styles.count} aria-live="polite">
            {t('photos.count', { n: photos.length, max: MAX_PHOTOS })}
          </p>
          <p className={styles.hint}>{t('photos.hint')}</p>
        </div>
      </div>
      {photos.length > 1 ? <p className={styles.dragHint}>{t('photos.dragHint')}</p> : null}

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

      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmDelete(null))}
        question={t('photos.confirmDelete')}
        onConfirm={() => (confirmDelete ? deletePhoto(confirmDelete) : undefined)}
      />
      <NoticeBanner notice={notice} />
    </form>
  );
}

/**
 * The chosen file and an object URL of it (the empty place shows what will be added), made when a
 * file is chosen and revoked when another replaces it or the page goes.
 */
function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; preview: string | null } | null>(null);
  const last = useRef<string | null>(null);
  useEffect(() => () => {
    if (last.current) URL.revokeObjectURL(last.current);
  }, []);
  function choose(file: File | null) {
    if (last.current) URL.revokeObjectURL(last.current);
    const preview = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    last.current = preview;
    setChosen(file ? { file, preview } : null);
  }
  return { file: chosen?.file ?? null, preview: chosen?.preview ?? null, choose };
}
