import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCard } from '@/shared/api/contract/discovery';
import { isApiError, refusalMessage } from '@/shared/api/errors';
import { invalidateCall } from '@/shared/api/queries';
import { afterNextPaint } from '@/shared/lib/after-paint';
import type { MatchPartner } from '@/member/match/match-dialog';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { useSwipeCalls } from './api/use-swipe-calls';
import { rewindOutcome, visibleCards, type Decision } from './deck-state';
import { useDeckState } from './use-deck-state';

/** A card on its way off the screen (its animation), after the decision took it out of the stack. */
export interface Leaving {
  key: number;
  person: PersonCard;
  decision: Decision;
  from: readonly [number, number];
}

/**
 * The member's decisions on the deck (docs/product/flows.md#swiping, #rewind): the cards left to
 * show, the decision and rewind calls with what follows them (the match popup, the "remove related
 * matches" question, the announcements, a refusal's notice), and the cards flying off.
 */
export function useSwipes({
  people,
  revealed,
  reloadAfterLike,
  show,
}: {
  /** The server's cards, when loaded. */
  people: readonly PersonCard[] | undefined;
  /** Whether the deck's opening wait is over (no card is on top before). */
  revealed: boolean;
  reloadAfterLike: () => void;
  show: (text: string) => void;
}) {
  const { t } = useTranslation('deck');
  const gate = usePremiumGate();
  const queryClient = useQueryClient();
  // Whether a nope asks to remove related matches (the member's swipe setting).
  const swipeSetting = useOwnProfile().data?.swipe;
  const calls = useSwipeCalls();
  const { state, dispatch, read } = useDeckState();
  const [leaving, setLeaving] = useState<Leaving[]>([]);
  const [match, setMatch] = useState<MatchPartner | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const cards = people ? visibleCards(people, state) : [];
  const topCard = revealed ? cards[0] : undefined;

  const settle = useCallback(
    async (decision: Decision, person: PersonCard) => {
      try {
        if (decision === 'nope') {
          await calls.nope(person.user_id);
          dispatch({ type: 'decided', ok: true });
          setAnnouncement(t('announce.nope', { name: person.user_name }));
          if (swipeSetting === '1') setRemoveOpen(true);
          return;
        }
        const answer = await calls.like(person.user_id, decision);
        dispatch({ type: 'decided', ok: true });
        reloadAfterLike();
        setAnnouncement(t(`announce.${decision}`, { name: person.user_name }));
        if (answer.match === '1') {
          setMatch({
            userId: answer.result?.frienduser_id ?? person.user_id,
            name: answer.result?.frienduser_name ?? person.user_name,
            photo: answer.result?.frienduser_image ?? person.imagess[0] ?? '',
          });
        }
      } catch (error) {
        dispatch({ type: 'decided', ok: false });
        if (decision === 'superlike' && isApiError(error) && error.refusal?.superlike_count === '0') gate.openOffer('superLike');
        else show(refusalMessage(error) ?? t('error'));
      }
    },
    [calls, dispatch, gate, reloadAfterLike, show, swipeSetting, t],
  );

  /** Decides about the card on top; false when there is none or a call is on its way (the card stays). */
  const decide = useCallback(
    (decision: Decision, from: readonly [number, number] = [0, 0]): boolean => {
      if (!topCard || !dispatch({ type: 'decide', decision, personId: topCard.user_id })) return false;
      const person = topCard;
      setLeaving((list) => [...list, { key: (list.at(-1)?.key ?? 0) + 1, person, decision, from }]);
      // The card leaves in this frame; the call goes once it is painted (the decision stays pending meanwhile).
      afterNextPaint(() => void settle(decision, person));
      return true;
    },
    [dispatch, settle, topCard],
  );

  const rewind = useCallback(async () => {
    const outcome = rewindOutcome(read(), gate.isPremium);
    if (outcome === 'premium-popup') {
      gate.requirePremium();
      return;
    }
    if (outcome === 'nothing') {
      setAnnouncement(t('announce.nothingToRewind'));
      return;
    }
    dispatch({ type: 'rewind' });
    try {
      await calls.rewind();
      dispatch({ type: 'rewound', ok: true });
      setAnnouncement(t('announce.rewound'));
    } catch (error) {
      dispatch({ type: 'rewound', ok: false });
      show(refusalMessage(error) ?? t('error'));
    }
  }, [calls, dispatch, gate, read, show, t]);

  // Yes and No alike (docs/product/flows.md#swiping): reset the flag, refresh the profile, undo-match, reload the deck.
  const answerRemoveMatches = useCallback(async () => {
    try {
      await calls.resetSwipeFlag();
      await calls.rewind();
      if (read().undo) {
        dispatch({ type: 'rewind' });
        dispatch({ type: 'rewound', ok: true });
      }
    } catch {
      // Other failures are not handled (docs/product/flows.md#swiping); the deck reloads all the same.
    }
    setRemoveOpen(false);
    await invalidateCall(queryClient, 'webgetpeople');
  }, [calls, dispatch, queryClient, read]);

  const gone = useCallback((key: number) => setLeaving((list) => list.filter((item) => item.key !== key)), []);
  const closeMatch = useCallback(() => setMatch(null), []);

  return {
    cards,
    topCard,
    leaving,
    pending: state.pending?.kind ?? null,
    decide,
    rewind,
    gone,
    match,
    closeMatch,
    removeOpen,
    answerRemoveMatches,
    announcement,
  };
}
