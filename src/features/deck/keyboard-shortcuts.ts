import type { Decision } from './deck-state';

/**
 * The deck's keyboard shortcuts: the arrows (toward the heart is like, so they mirror in
 * Arabic), up for super like, and L, N, S. Single keys, so a member can turn them off
 * (WCAG 2.1.4); the choice is kept in this browser.
 */
export const SHORTCUTS_STORAGE_KEY = 'deck_shortcuts';

/**
 * A screen whose main pointer is a finger and cannot hover (a phone, a tablet): the shortcuts and their
 * switch are left out there. A tablet with a mouse or trackpad as its main pointer keeps them.
 */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

export interface KeyPress {
  key: string;
  /** The physical key (KeyL...), so L works on an Arabic or French keyboard too. */
  code?: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const letters: Record<string, Decision> = { KeyL: 'like', KeyN: 'nope', KeyS: 'superlike' };

export function shortcutDecision(press: KeyPress, rtl: boolean): Decision | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  switch (press.key) {
    case 'ArrowRight':
      return rtl ? 'nope' : 'like';
    case 'ArrowLeft':
      return rtl ? 'like' : 'nope';
    case 'ArrowUp':
      return 'superlike';
  }
  const byKey = ({ l: 'like', n: 'nope', s: 'superlike' } as const)[press.key.toLowerCase()];
  if (byKey) return byKey;
  return (press.code && letters[press.code]) || null;
}

/** Shortcuts are on unless the member turned them off. */
export function readShortcutsEnabled(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeShortcutsEnabled(storage: Pick<Storage, 'setItem'> | undefined, enabled: boolean): void {
  try {
    storage?.setItem(SHORTCUTS_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

/** Keys typed into a field, or pressed inside a dialog or a menu, are not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="slider"]'));
}
