import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoplay } from '@/shared/lib/use-autoplay';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import { introSlides } from '../slides';
import styles from './intro-carousel.module.css';

/** How long a slide stays before the next one. */
const AUTOPLAY_MS = 5000;
/**
 * Embla's scroll duration is a physics setting, not milliseconds: 30 makes a
 * slide change take about half a second, the product's 500 ms transition.
 */
const TRANSITION_DURATION = 30;

/**
 * The welcome page's three-slide intro: it plays by itself, stops while the
 * pointer or the keyboard focus is on it, has a pause button (WCAG 2.2.2),
 * and stays still for people who asked their system for less motion.
 */
export function IntroCarousel() {
  const { t, i18n } = useTranslation('welcome');
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: TRANSITION_DURATION, direction: i18n.dir() });
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice ? choice === 'play' : !reducedMotion;
  const running = playing && !hovered && !focused;
  useAutoplay(() => embla?.scrollNext(reducedMotion), { running: running && embla !== undefined, delayMs: AUTOPLAY_MS, restartKey: selected });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        {/* Announced when it changes only while the slides stand still. */}
        <div className={styles.track} aria-live={running ? 'off' : 'polite'}>
          {introSlides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { index: index + 1, count: introSlides.length })}
              aria-hidden={index !== selected}
            >
              <span className={styles.icon} aria-hidden="true">
                <slide.icon size={36} strokeWidth={1.75} />
              </span>
              <p className={styles.title}>{t(`slides.${slide.key}.title`)}</p>
              <p className={styles.text}>{t(`slides.${slide.key}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playButton}
          onClick={() => setChoice(playing ? 'pause' : 'play')}
          aria-label={playing ? t('carousel.pause') : t('carousel.play')}
        >
          {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
        </button>
        <div className={styles.dots}>
          {introSlides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={t('carousel.goTo', { index: index + 1, title: t(`slides.${slide.key}.title`) })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index, reducedMotion)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
