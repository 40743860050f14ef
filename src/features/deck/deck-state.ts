/**
 * The deck's own state beside the server's list: which decision is on its way (a second one
 * while it travels sends nothing), which cards the member already sent away (hidden until the
 * reloaded deck leaves them out by itself), and the undo flag a rewind needs (docs/product/flows.md#rewind).
 */
export type Decision = 'like' | 'superlike' | 'nope';

export interface DeckState {
  /** The call on its way, if any: a decision about a person, or a rewind. */
  pending: { kind: Decision; personId: string } | { kind: 'rewind' } | null;
  /** Set by a successful swipe, cleared by a rewind: premium members rewind once, only after a swipe. */
  undo: boolean;
  /** People swiped in this visit, newest last. */
  gone: string[];
}

export type DeckAction =
  | { type: 'decide'; decision: Decision; personId: string }
  | { type: 'decided'; ok: boolean }
  | { type: 'rewind' }
  | { type: 'rewound'; ok: boolean };

export const initialDeckState: DeckState = { pending: null, undo: false, gone: [] };

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'decide':
      if (state.pending || state.gone.includes(action.personId)) return state;
      return { ...state, pending: { kind: action.decision, personId: action.personId }, gone: [...state.gone, action.personId] };
    case 'decided': {
      const pending = state.pending;
      if (!pending || pending.kind === 'rewind') return state;
      // A refused decision puts the card back where it was.
      if (!action.ok) return { ...state, pending: null, gone: state.gone.filter((id) => id !== pending.personId) };
      return { ...state, pending: null, undo: true };
    }
    case 'rewind':
      if (state.pending || !state.undo) return state;
      return { ...state, pending: { kind: 'rewind' } };
    case 'rewound':
      if (state.pending?.kind !== 'rewind') return state;
      // The flag clears afterwards whatever the answer; a rewound person comes back with the reload.
      return { pending: null, undo: false, gone: action.ok ? state.gone.slice(0, -1) : state.gone };
  }
}

/** What the rewind button does now for this member. */
export type RewindOutcome = 'premium-popup' | 'rewind' | 'nothing';

export function rewindOutcome(state: DeckState, isPremium: boolean): RewindOutcome {
  if (!isPremium) return 'premium-popup';
  return state.undo && !state.pending ? 'rewind' : 'nothing';
}

/** The server's cards without those already swiped in this visit. */
export function visibleCards<T extends { user_id: string }>(cards: readonly T[], state: DeckState): T[] {
  if (state.gone.length === 0) return [...cards];
  const gone = new Set(state.gone);
  return cards.filter((card) => !gone.has(card.user_id));
}

/** Only the top few cards are in the page: the one on top and the two peeking behind it. */
export const CARDS_IN_DOM = 3;
