import { ChevronLeft, ChevronRight, Rocket, Star } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format-price';
import type { Offer } from './offer';
import type { OfferItem } from './offer-lists';
import { planUnitText } from './plan-unit';
import styles from './plan-carousel.module.css';

export interface PlanCarouselProps {
  offer: Offer;
  items: OfferItem[];
  currency: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The plans or packs as a carousel of cards (3 in view, 2 below 360 px: spec 1
 * section 9), one radio group: arrows, Home and End move the choice (mirrored in
 * Arabic), the previous and next buttons too, and the choice is announced.
 */
export function PlanCarousel({ offer, items, currency, selectedId, onSelect }: PlanCarouselProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const slides = useRef(new Map<string, HTMLElement>());
  const selectedIndex = items.findIndex((item) => item.id === selectedId);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : 0;
  const selected = selectedIndex >= 0 ? items[selectedIndex] : undefined;

  useEffect(() => {
    if (!selectedId) return;
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    slides.current.get(selectedId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [selectedId]);

  function choose(index: number, focus: boolean) {
    const item = items[Math.max(0, Math.min(items.length - 1, index))];
    if (!item) return;
    onSelect(item.id);
    if (focus) slides.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: focusIndex + 1, ArrowDown: focusIndex + 1, [backward]: focusIndex - 1, ArrowUp: focusIndex - 1, Home: 0, End: items.length - 1 };
    const to = moves[event.key];
    if (to === undefined) {
      if ((event.key === ' ' || event.key === 'Enter') && !selected && items[focusIndex]) {
        event.preventDefault();
        choose(focusIndex, false);
      }
      return;
    }
    event.preventDefault();
    choose(to, true);
  }

  const describe = (item: OfferItem) => `${titleOf(item)}, ${formatPrice(item.price, currency, language)}`;
  const titleOf = (item: OfferItem) =>
    offer === 'premium' ? `${item.count} ${planUnitText(t, item.unit, item.count)}`.trim() : t(offer === 'boost' ? 'packs.boosts' : 'packs.superLikes', { count: Number(item.count) });

  return (
    <div className={styles.carousel}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t('carousel.previous')}
        disabled={focusIndex <= 0 || !selected}
        onClick={() => choose(focusIndex - 1, false)}
      >
        <ChevronLeft aria-hidden="true" className={styles.chevron} />
      </button>
      <div role="radiogroup" aria-label={t(`carousel.label.${offer}`)} className={styles.track} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const checked = item.id === selectedId;
          return (
            <div
              key={item.id}
              ref={(element) => {
                if (element) slides.current.set(item.id, element);
                else slides.current.delete(item.id);
              }}
              role="radio"
              aria-checked={checked}
              aria-label={describe(item)}
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.slide}
              onClick={() => choose(index, true)}
            >
              <span className={styles.count}>{item.count}</span>
              <span className={styles.unit}>
                {offer === 'premium' ? planUnitText(t, item.unit, item.count) : t(offer === 'boost' ? 'packs.boostUnit' : 'packs.superLikeUnit')}
              </span>
              <span className={styles.price}>{formatPrice(item.price, currency, language)}</span>
              {Number(item.superLikes) > 0 ? (
                <span className={styles.extra}>
                  <Star size={14} aria-hidden="true" />
                  {t('plans.freeSuperLikes', { count: Number(item.superLikes) })}
                </span>
              ) : null}
              {Number(item.boosts) > 0 ? (
                <span className={styles.extra}>
                  <Rocket size={14} aria-hidden="true" />
                  {t('plans.freeBoosts', { count: Number(item.boosts) })}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t('carousel.next')}
        disabled={(selected ? focusIndex : -1) >= items.length - 1}
        onClick={() => choose(selected ? focusIndex + 1 : 0, false)}
      >
        <ChevronRight aria-hidden="true" className={styles.chevron} />
      </button>
      <p className="visually-hidden" aria-live="polite">
        {selected ? t('carousel.selected', { plan: describe(selected) }) : ''}
      </p>
    </div>
  );
}
