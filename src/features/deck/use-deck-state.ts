import { useCallback, useRef, useState } from 'react';
import { deckReducer, initialDeckState, type DeckAction, type DeckState } from './deck-state';

export interface DeckStateHandle {
  /** The state as rendered. */
  state: DeckState;
  /** Applies the action; false when the reducer refused it (a decision while another travels, a card already gone). */
  dispatch: (action: DeckAction) => boolean;
  /** The state now, including what a dispatch of this same task changed and React has not rendered yet. */
  read: () => DeckState;
}

/**
 * The deck's reducer (deck-state.ts) as the one source of truth, readable at once.
 *
 * The one ref: React applies a dispatch only at its next render, so two presses in the same task (a
 * double click, a key pressed as a drag is released) would both see no decision pending and send two
 * calls. The ref holds the reducer's latest state, written only here, so the second press is refused
 * by the reducer itself (`pending`). Measured by tests/unit/deck/deck-screen.test.tsx, "a second press
 * while a like is on its way sends nothing" (two clicks in one act: two webmatch calls without it).
 */
export function useDeckState(): DeckStateHandle {
  const latest = useRef(initialDeckState);
  const [state, setState] = useState(initialDeckState);
  const dispatch = useCallback((action: DeckAction) => {
    const next = deckReducer(latest.current, action);
    if (next === latest.current) return false;
    latest.current = next;
    setState(next);
    return true;
  }, []);
  const read = useCallback(() => latest.current, []);
  return { state, dispatch, read };
}
