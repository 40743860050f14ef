import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play, UserRound } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentDirection } from '@/shared/i18n/direction';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { useAutoplay } from '@/shared/lib/use-autoplay';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import styles from './photo-carousel.module.css';

/** How long a photo stays before the next one. */
export const PHOTO_AUTOPLAY_MS = 4000;
/**
 * Embla's scroll duration is a physics setting, not milliseconds: 30 makes a slide change take
 * about half a second, the product's 500 ms transition.
 */
const TRANSITION_DURATION = 30;

export interface PhotoCarouselProps {
  /** The photos' addresses, in order (a profile's `imagess`). */
  photos: readonly string[];
  /** Whose photos they are: names the carousel and each photo's alt text. */
  name: string;
  /** Time per photo; PHOTO_AUTOPLAY_MS by default. */
  autoplayMs?: number;
  /** Plays by itself (default); off where the member acts on the photo shown (the photo editor). */
  autoplay?: boolean;
  /** The photo to show, for a screen that moves the carousel itself (to a photo just added). */
  index?: number;
  /** Follows the photo shown, for a screen that acts on it (a menu for the current photo). */
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * The profile views' photo carousel (docs/product/screens-and-routes.md#profile-views-of-others): it plays by itself, shows dots and no arrows, and
 * slides in about 500 ms. The dots are buttons named "Photo 2 of 4"; it stops while the pointer or
 * the keyboard focus is on it, has a pause button (WCAG 2.2.2), stays still for people who asked
 * for less motion, and slides the Arabic way in Arabic. The box keeps its 4:5 shape before the
 * images arrive, so nothing below it jumps.
 */
export function PhotoCarousel({ photos, name, autoplayMs = PHOTO_AUTOPLAY_MS, autoplay = true, index, onIndexChange, className }: PhotoCarouselProps) {
  const { t } = useTranslation('ui');
  const direction = useDocumentDirection();
  const reducedMotion = usePrefersReducedMotion();
  const count = photos.length;
  const [viewportRef, embla] = useEmblaCarousel({ loop: count > 1, duration: TRANSITION_DURATION, direction, watchDrag: count > 1, startIndex: index ?? 0 });
  const [ownSelected, setSelected] = useState(index ?? 0);
  // A screen that moves the carousel decides which photo is shown.
  const selected = index ?? ownSelected;
  const [paused, setPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = count > 1 && (paused === null ? autoplay && !reducedMotion : !paused);
  const running = playing && !hovered && !focused;

  // A swipe moves the carousel itself: follow it.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      onIndexChange?.(embla.selectedScrollSnap());
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onIndexChange]);

  // The screen moves it (after the photos changed, so embla has taken the new slides in first).
  useEffect(() => {
    if (index === undefined || !embla || index >= count) return;
    if (embla.slideNodes().length !== count) embla.reInit();
    if (embla.selectedScrollSnap() !== index) embla.scrollTo(index, true);
  }, [embla, index, count]);

  const show = (next: number) => {
    setSelected(next);
    onIndexChange?.(next);
    embla?.scrollTo(next, reducedMotion);
  };
  useAutoplay(() => show((selected + 1) % count), { running, delayMs: autoplayMs, restartKey: selected });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  if (count === 0) {
    return (
      <div className={[styles.carousel, className].filter(Boolean).join(' ')}>
        <div className={`${styles.viewport} ${styles.empty}`} role="img" aria-label={t('carousel.noPhoto', { name })}>
          <UserRound size={72} strokeWidth={1.25} aria-hidden="true" />
        </div>
      </div>
    );
  }

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label', { name })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        {/* Announced when it changes only while the photos stand still. */}
        <div className={styles.track} aria-live={running ? 'off' : 'polite'}>
          {photos.map((photo, index) => (
            <div
              key={`${index}-${photo}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-hidden={index !== selected}
            >
              <img
                className={styles.photo}
                // A photo whose address is not one an image may have shows its alt text instead (safe-url.ts).
                src={safeImageUrl(photo)}
                alt={t('carousel.photo', { name, index: index + 1, count })}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <div className={styles.dots}>
            {photos.map((photo, index) => (
              <button
                key={`${index}-${photo}`}
                type="button"
                className={styles.dot}
                aria-label={t('carousel.dot', { index: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.playButton}
            onClick={() => setPaused(playing)}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
