import type { Decision } from './deck-state';

/**
 * From a drag of the top card to a decision. Like is always toward the heart button: to the right
 * in a left-to-right page, to the left in Arabic, where the buttons mirror. Super like is up.
 * A short flick counts when it is fast enough.
 */
export interface DragSample {
  /** How far the card moved from where the drag began, in px (x grows to the right, y downward). */
  movement: readonly [number, number];
  /** The speed at release, in px/ms, as @use-gesture reports it (absolute values). */
  velocity: readonly [number, number];
  /** The card's width, in px: the distance needed grows with it. */
  width: number;
  rtl: boolean;
}

/** A flick faster than this (px/ms), over at least FLICK_MIN_PX, decides. */
export const FLICK_VELOCITY = 0.5;
export const FLICK_MIN_PX = 40;
/** Up to 120 px, or 30 % of a narrow card. */
export function decideDistance(width: number): number {
  return Math.min(120, Math.max(60, width * 0.3));
}

function horizontalDecision(towardHeart: number): Decision {
  return towardHeart > 0 ? 'like' : 'nope';
}

/** What the card says while it moves (its stamp) and how strongly (0..1), before the release. */
export function dragIntent({ movement: [x, y], width, rtl }: Omit<DragSample, 'velocity'>): { decision: Decision | null; strength: number } {
  const distance = decideDistance(width);
  const towardHeart = rtl ? -x : x;
  if (-y > Math.abs(x) && -y > 8) return { decision: 'superlike', strength: Math.min(1, -y / distance) };
  if (Math.abs(x) > 8) return { decision: horizontalDecision(towardHeart), strength: Math.min(1, Math.abs(x) / distance) };
  return { decision: null, strength: 0 };
}

/** The decision a release makes, or null: the card springs back. */
export function releaseDecision({ movement: [x, y], velocity: [vx, vy], width, rtl }: DragSample): Decision | null {
  const distance = decideDistance(width);
  const towardHeart = rtl ? -x : x;
  const up = -y;
  if (up > Math.abs(x)) {
    if (up >= distance || (vy >= FLICK_VELOCITY && up >= FLICK_MIN_PX)) return 'superlike';
    return null;
  }
  if (Math.abs(x) >= distance || (vx >= FLICK_VELOCITY && Math.abs(x) >= FLICK_MIN_PX)) return horizontalDecision(towardHeart);
  return null;
}

/**
 * Where a decided card flies to, in percent of its own size (so no layout has to be read to start
 * the flight), on the side of its decision, and how far it turns on the way (degrees).
 */
export function flyOutOffset(decision: Decision, rtl: boolean): { x: number; y: number; rotate: number } {
  if (decision === 'superlike') return { x: 0, y: -150, rotate: 0 };
  const sideOfHeart = rtl ? -1 : 1;
  const sign = decision === 'like' ? sideOfHeart : -sideOfHeart;
  return { x: sign * 150, y: 0, rotate: sign * 30 };
}
