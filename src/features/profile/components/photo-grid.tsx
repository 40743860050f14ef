import { Plus, Star } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { MAX_PHOTOS } from '@/shared/api/rules';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { dropAction, photoPlaces, type PhotoPlace } from '../photo-grid';
import styles from '../photos-page.module.css';

/** The drag's payload type: a place number, so a file dragged from the desktop is not taken for a photo. */
const DRAG_TYPE = 'application/x-amora-photo-place';

interface PhotoGridProps {
  member: OwnProfile;
  /** The photo to focus and highlight: the one just uploaded, or the new First Look. */
  fresh: string | null;
  /** The picker every empty place opens. */
  fileInputId: string;
  /** What the next empty place shows (the uploader's tile). */
  addTile: ReactNode;
  /** A photo's menu. */
  menuOf: (spot: Extract<PhotoPlace, { kind: 'photo' }>) => ReactNode;
  /** A photo dropped on the first place becomes the First Look. */
  onFirstLook: (photo: string) => void;
}

/**
 * The five places (docs/decisions/003-photo-editor-grid.md): the photos, the first the main one, then the empty
 * places. Drag and drop: the contract's only ordering call is websetfirstlook (this photo becomes the first
 * image), so a photo dropped on the first place becomes the First Look; moving photos between other places would
 * need a reorder call the contract lacks, and is not offered. The keyboard equivalent is each photo's menu.
 */
export function PhotoGrid({ member, fresh, fileInputId, addTile, menuOf, onFirstLook }: PhotoGridProps) {
  const { t } = useTranslation('profile');
  const { t: tUi } = useTranslation('ui');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropOver, setDropOver] = useState(false);
  const tiles = useRef(new Map<string, HTMLElement>());
  const photos = member.imagess;

  useEffect(() => {
    if (fresh) tiles.current.get(fresh)?.focus();
  }, [fresh, photos]);

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
    onFirstLook(photo);
  }

  return (
    <>
      <div className={styles.grid} data-dragging={dragFrom !== null || undefined}>
        <ul className={styles.places} role="list" aria-label={t('photos.grid')}>
          {photoPlaces(photos).map((spot) =>
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
                  {menuOf(spot)}
                </figure>
              </li>
            ) : (
              <li key={`empty-${spot.place}`} className={styles.slot} data-main={spot.place === 0 || undefined}>
                {spot.next ? (
                  addTile
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
    </>
  );
}
