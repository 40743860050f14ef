import { useDrag } from '@use-gesture/react';
import { memo, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '@/shared/api/contract/discovery';
import { paths } from '@/shared/routing/paths';
import type { Decision } from '../deck-state';
import { dragIntent, flyOutOffset, releaseDecision } from '../drag-decision';
import { CardFace } from './card-face';
import styles from './swipe-card.module.css';

export interface SwipeCardProps {
  person: PersonCard;
  /** 0 for the top card, 1 and 2 for those peeking behind it. */
  depth: number;
  rtl: boolean;
  /** Asks for a decision; false when it is refused (one already pending): the card springs back. */
  onDecide: (decision: Decision, from: readonly [number, number]) => boolean;
}

function place(element: HTMLElement, x: number, y: number) {
  element.style.transform = `translate3d(${x}px, ${y}px, 0) rotate(${x / 18}deg)`;
}

/**
 * A card of the stack. The top one follows the pointer (drag with @use-gesture): the card leans
 * and its LIKE, NOPE or SUPER LIKE stamp shows more the further it goes; released far or fast
 * enough it decides, otherwise it springs back. The moves write to the element's style, never to
 * React state, so a drag re-renders nothing.
 */
export const SwipeCard = memo(function SwipeCard({ person, depth, rtl, onDecide }: SwipeCardProps) {
  const { t } = useTranslation('deck');
  const ref = useRef<HTMLElement>(null);
  const width = useRef(0);
  const top = depth === 0;

  const bind = useDrag(
    ({ active, movement: [x, y], velocity, first, last, tap }) => {
      const element = ref.current;
      if (!element || tap) return;
      // Read once per drag: reading it after each move's style writes would force a layout per move.
      if (first || width.current === 0) width.current = element.offsetWidth;
      if (active) {
        element.dataset.dragging = 'true';
        place(element, x, y);
        const { decision, strength } = dragIntent({ movement: [x, y], width: width.current, rtl });
        element.style.setProperty('--like', decision === 'like' ? String(strength) : '0');
        element.style.setProperty('--nope', decision === 'nope' ? String(strength) : '0');
        element.style.setProperty('--super', decision === 'superlike' ? String(strength) : '0');
        return;
      }
      if (!last) return;
      delete element.dataset.dragging;
      const decision = releaseDecision({ movement: [x, y], velocity, width: width.current, rtl });
      if (decision && onDecide(decision, [x, y])) return;
      // Back to the middle (the transition is off for reduced motion by the theme's tokens).
      element.style.transform = '';
      for (const stamp of ['--like', '--nope', '--super']) element.style.setProperty(stamp, '0');
    },
    { enabled: top, filterTaps: true, pointer: { keys: false } },
  );

  // A card that rises to the top starts from the middle.
  useEffect(() => {
    if (ref.current && top) ref.current.style.transform = '';
  }, [top]);

  return (
    <article
      ref={ref}
      {...(top ? bind() : {})}
      className={styles.card}
      data-depth={depth}
      data-person-id={person.user_id}
      aria-label={top ? person.user_name : undefined}
      aria-describedby={top ? 'deck-drag-hint' : undefined}
      aria-hidden={top ? undefined : true}
      inert={!top}
    >
      <CardFace person={person} interactive={top} loadDetails profileHref={top ? paths.peopleExplore.to({ userId: person.user_id }) : undefined} />
      {top ? (
        <span id="deck-drag-hint" className="visually-hidden">
          {rtl ? t('card.dragHintRtl') : t('card.dragHint')}
        </span>
      ) : null}
    </article>
  );
});

export interface LeavingCardProps {
  person: PersonCard;
  decision: Decision;
  from: readonly [number, number];
  rtl: boolean;
  /** Called once the card has flown off (at once for reduced motion). */
  onGone: () => void;
  reducedMotion: boolean;
}

/** Nope leaves in 100 ms (docs/product/rules-and-timings.md#timings); a like or super like a little slower, with its stamp. */
export const LEAVE_MS = { nope: 100, like: 240, superlike: 280 } as const;

/** The card just decided, flying off to its side while the next one is already usable. */
export function LeavingCard({ person, decision, from, rtl, onGone, reducedMotion }: LeavingCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const gone = useEffectEvent(onGone);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof element.animate !== 'function') {
      gone();
      return;
    }
    const [x, y] = from;
    // In percent of the card: reading its width here would force a layout inside the swipe's input task.
    const to = flyOutOffset(decision, rtl);
    const animation = element.animate(
      [
        { transform: `translate3d(${x}px, ${y}px, 0) rotate(${x / 18}deg)`, opacity: 1 },
        { transform: `translate3d(${to.x}%, ${to.y}%, 0) rotate(${to.rotate}deg)`, opacity: 0.2 },
      ],
      { duration: LEAVE_MS[decision], easing: 'cubic-bezier(0.4, 0, 1, 1)', fill: 'forwards' },
    );
    animation.onfinish = () => gone();
    // Cancelling rejects `finished`: expected when the card unmounts first.
    animation.finished.catch(() => undefined);
    return () => animation.cancel();
  }, [decision, from, rtl, reducedMotion]);

  return (
    <div ref={ref} className={`${styles.card} ${styles.leaving}`} aria-hidden="true" inert>
      <CardFace person={person} interactive={false} stamp={decision} />
    </div>
  );
}
