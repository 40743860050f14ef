import { Heart, RotateCcw, Star, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../deck-state';
import styles from './deck-actions.module.css';

export interface DeckActionsProps {
  /** No card on top (loading, empty): the decisions are unavailable. */
  noCard: boolean;
  /** The decision on its way, if any: its button shows it, and every press meanwhile sends nothing. */
  pending: Decision | 'rewind' | null;
  onDecide: (decision: Decision) => void;
  onRewind: () => void;
}

/**
 * The round buttons under the card, in reading order rewind, nope, super like, like: like is the
 * heart at the end of the row, where a like drag goes (mirrored in Arabic). They stay focusable
 * while busy (aria-disabled), so keyboard users keep their place.
 */
export function DeckActions({ noCard, pending, onDecide, onRewind }: DeckActionsProps) {
  const { t } = useTranslation('deck');
  const busy = pending !== null;
  const decisionButton = (decision: Decision, label: string, icon: ReactNode, className: string | undefined) => (
    <button
      type="button"
      className={`${styles.action} ${className}`}
      aria-label={label}
      aria-disabled={noCard || busy || undefined}
      aria-busy={pending === decision || undefined}
      onClick={() => {
        if (!noCard && !busy) onDecide(decision);
      }}
    >
      {icon}
    </button>
  );
  return (
    <div className={styles.actions} role="group" aria-label={t('actions.group')}>
      <button
        type="button"
        className={`${styles.action} ${styles.small} ${styles.rewind}`}
        aria-label={t('actions.rewind')}
        aria-disabled={busy || undefined}
        aria-busy={pending === 'rewind' || undefined}
        onClick={() => {
          if (!busy) onRewind();
        }}
      >
        <RotateCcw aria-hidden="true" />
      </button>
      {decisionButton('nope', t('actions.nope'), <X aria-hidden="true" strokeWidth={3} />, styles.nope)}
      {decisionButton('superlike', t('actions.superLike'), <Star aria-hidden="true" fill="currentColor" />, `${styles.small} ${styles.super}`)}
      {decisionButton('like', t('actions.like'), <Heart aria-hidden="true" fill="currentColor" />, styles.like)}
    </div>
  );
}
