import { describe, expect, it } from 'vitest';
import { deckReducer, initialDeckState, rewindOutcome, visibleCards, type DeckState } from '@/features/deck/deck-state';

const liked = (state: DeckState, personId: string) => deckReducer(deckReducer(state, { type: 'decide', decision: 'like', personId }), { type: 'decided', ok: true });

describe('deck state', () => {
  it('a decision hides the card and is pending until its answer', () => {
    const state = deckReducer(initialDeckState, { type: 'decide', decision: 'like', personId: 'a' });
    expect(state.pending).toEqual({ kind: 'like', personId: 'a' });
    expect(state.gone).toEqual(['a']);
    expect(state.undo).toBe(false);
  });

  it('a second decision while one is pending changes nothing', () => {
    const first = deckReducer(initialDeckState, { type: 'decide', decision: 'nope', personId: 'a' });
    expect(deckReducer(first, { type: 'decide', decision: 'like', personId: 'b' })).toBe(first);
    expect(deckReducer(first, { type: 'rewind' })).toBe(first);
  });

  it('a success sets the undo flag; a refusal brings the card back', () => {
    const ok = liked(initialDeckState, 'a');
    expect(ok).toEqual({ pending: null, undo: true, gone: ['a'] });
    const pending = deckReducer(ok, { type: 'decide', decision: 'superlike', personId: 'b' });
    const refused = deckReducer(pending, { type: 'decided', ok: false });
    expect(refused).toEqual({ pending: null, undo: true, gone: ['a'] });
  });

  it('rewind needs the undo flag, then clears it and lets the last person come back', () => {
    expect(deckReducer(initialDeckState, { type: 'rewind' })).toBe(initialDeckState);
    const swiped = liked(liked(initialDeckState, 'a'), 'b');
    const rewinding = deckReducer(swiped, { type: 'rewind' });
    expect(rewinding.pending).toEqual({ kind: 'rewind' });
    const done = deckReducer(rewinding, { type: 'rewound', ok: true });
    expect(done).toEqual({ pending: null, undo: false, gone: ['a'] });
    // Once only: no second rewind before another swipe.
    expect(deckReducer(done, { type: 'rewind' })).toBe(done);
  });

  it('a refused rewind still clears the flag and keeps the card away', () => {
    const rewinding = deckReducer(liked(initialDeckState, 'a'), { type: 'rewind' });
    expect(deckReducer(rewinding, { type: 'rewound', ok: false })).toEqual({ pending: null, undo: false, gone: ['a'] });
  });

  it('rewind outcome: the premium popup for regular members, a rewind only after a swipe for premium ones', () => {
    expect(rewindOutcome(initialDeckState, false)).toBe('premium-popup');
    expect(rewindOutcome(liked(initialDeckState, 'a'), false)).toBe('premium-popup');
    expect(rewindOutcome(initialDeckState, true)).toBe('nothing');
    expect(rewindOutcome(liked(initialDeckState, 'a'), true)).toBe('rewind');
    const pending = deckReducer(liked(initialDeckState, 'a'), { type: 'decide', decision: 'like', personId: 'b' });
    expect(rewindOutcome(pending, true)).toBe('nothing');
  });

  it('visible cards leave out those swiped in this visit', () => {
    const cards = [{ user_id: 'a' }, { user_id: 'b' }, { user_id: 'c' }];
    expect(visibleCards(cards, liked(initialDeckState, 'b')).map((card) => card.user_id)).toEqual(['a', 'c']);
  });
});
