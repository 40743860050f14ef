import { ChevronLeft, ChevronRight, Rocket, Star } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format-price';
import type { Offer } from './offer';
import type { OfferItem } from './api/use-offer-list';
import { planUnitText } from './plan-unit';
import { mostChosenIndex, planSavings, pricePerWeek } from './plan-value';
import styles from './plan-carousel.module.css';

export interface PlanCarouselProps {
  offer: Offer;
  items: OfferItem[];
  currency: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The plans or packs as a carousel of cards (3 in view, 2 below 360 px:
 * docs/product/screens-and-routes.md#premium-popup), one radio group: arrows, Home and End move the choice (mirrored in
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

  // Premium plans compare by the week and against the shortest; packs are counts, not lengths.
  const premium = offer === 'premium';
  const savings = premium ? planSavings(items) : [];
  const popular = premium ? mostChosenIndex(items.length) : null;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const weekly = (item: OfferItem) => {
    const perWeek = premium ? pricePerWeek(item) : null;
    return perWeek === null ? null : t('plans.perWeek', { price: formatPrice(perWeek.toFixed(2), currency, language) });
  };
  const savingOf = (index: number) => {
    const saving = savings[index] ?? null;
    return saving !== null && saving > 0 ? t('plans.save', { percent: percent.format(saving / 100) }) : null;
  };
  const describe = (item: OfferItem) => `${titleOf(item)}, ${formatPrice(item.price, currency, language)}`;
  // The plan's name stays its length and total; what compares it (the mark, week price, saving) is its description.
  const detailsOf = (item: OfferItem, index: number) =>
    [index === popular ? t('plans.mostChosen') : null, weekly(item), savingOf(index)].filter(Boolean).join(', ');
  const idBase = useId();
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
          const saving = savingOf(index);
          const perWeek = weekly(item);
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
              aria-describedby={detailsOf(item, index) ? `${idBase}-${index}` : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.slide}
              data-popular={index === popular || undefined}
              onClick={() => choose(index, true)}
            >
              {detailsOf(item, index) ? (
                <span id={`${idBase}-${index}`} className="visually-hidden">
                  {detailsOf(item, index)}
                </span>
              ) : null}
              {index === popular ? <span className={styles.popular}>{t('plans.mostChosen')}</span> : null}
              <span className={styles.count}>{item.count}</span>
              <span className={styles.unit}>
                {offer === 'premium' ? planUnitText(t, item.unit, item.count) : t(offer === 'boost' ? 'packs.boostUnit' : 'packs.superLikeUnit')}
              </span>
              <span className={styles.price}>{formatPrice(item.price, currency, language)}</span>
              {perWeek ? <span className={styles.perWeek}>{perWeek}</span> : null}
              {saving ? <span className={styles.saving}>{saving}</span> : null}
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
