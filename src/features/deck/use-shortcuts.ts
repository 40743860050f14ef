import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Decision } from './deck-state';
import { isTypingTarget, readShortcutsEnabled, shortcutDecision, writeShortcutsEnabled } from './keyboard-shortcuts';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Whether the member keeps the deck's single-key shortcuts on (WCAG 2.1.4), kept in this browser. */
export function useShortcutsSetting(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useState(() => readShortcutsEnabled(storage()));
  const change = useCallback((next: boolean) => {
    writeShortcutsEnabled(storage(), next);
    setEnabled(next);
  }, []);
  return [enabled, change];
}

/** Listens for the deck's keys on the page while enabled; keys typed in fields or dialogs are left alone. */
export function useDeckShortcuts(enabled: boolean, rtl: boolean, onDecision: (decision: Decision) => void): void {
  const decide = useEffectEvent(onDecision);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      // A dialog (match, boost, premium) is in front: the deck behind it does not listen.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const decision = shortcutDecision(event, rtl);
      if (!decision) return;
      event.preventDefault();
      decide(decision);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, rtl]);
}
