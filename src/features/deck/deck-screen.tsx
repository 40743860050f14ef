import { memo, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentDirection } from '@/shared/i18n/direction';
import { useDelayed } from '@/shared/lib/use-delayed';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import { NoticeBanner } from '@/shared/ui/notice';
import { QueryState } from '@/shared/ui/query-state';
import { LocationDialog } from '@/member/location/location-dialog';
import { MatchDialog } from '@/member/match/match-dialog';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useDeck } from './api/use-deck';
import { AdSlot } from './components/ad-slot';
import { BoostDialog } from './components/boost-dialog';
import { DeckActions } from './components/deck-actions';
import { DeckEmpty } from './components/deck-empty';
import { DeckHeader } from './components/deck-header';
import { DeckSkeleton } from './components/deck-skeleton';
import { RemoveMatchesDialog } from './components/remove-matches-dialog';
import { ShortcutsSwitch } from './components/shortcuts-switch';
import { LeavingCard, SwipeCard } from './components/swipe-card';
import { CARDS_IN_DOM, type Decision } from './deck-state';
import { TOUCH_ONLY } from './keyboard-shortcuts';
import { DECK_REVEAL_MS } from './deck-timing';
import { usePhotosAhead } from './photos-ahead';
import { useBoostPress } from './use-boost-press';
import { useDeckShortcuts, useShortcutsSetting } from './use-shortcuts';
import { useSwipes } from './use-swipes';
import styles from './components/deck-screen.module.css';

export interface DeckScreenProps {
  /** The product's 2 s before the cards appear; stories and tests keep it. */
  revealDelayMs?: number;
}

/**
 * The swipe deck, /app/PeopleNear (docs/product/screens-and-routes.md#deck, docs/product/flows.md#swiping): the people near the member as a
 * stack of cards, decided by drag, by the round buttons or by the keyboard; rewind for premium
 * members; the match, boost, super-like and premium popups; the empty state with Change Location.
 * The decisions live in `useSwipes` (over deck-state.ts's reducer), the boost icon in `useBoostPress`.
 */
export function DeckScreen({ revealDelayMs = DECK_REVEAL_MS }: DeckScreenProps) {
  const { t } = useTranslation('deck');
  const rtl = useDocumentDirection() === 'rtl';
  const reducedMotion = usePrefersReducedMotion();
  const gate = usePremiumGate();
  const { query, reloadAfterLike } = useDeck();
  // The cards' first render comes as a transition: React draws them in slices of a few milliseconds, handing the
  // main thread back between them, rather than in one long task at the end of the wait (decision 024).
  const revealed = useDeferredValue(useDelayed(true, revealDelayMs));
  // The wait is spent on the photos the stack opens with: they paint with the cards, not after them.
  usePhotosAhead(query.data, CARDS_IN_DOM);
  const { notice, show } = useNotice(NOTICE_MS.error);
  const swipes = useSwipes({ people: query.data, revealed, reloadAfterLike, show });
  const boost = useBoostPress(show);
  const [locationOpen, setLocationOpen] = useState(false);
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  // A touch screen has no keys to press: no shortcuts, and no switch for them taking the phone's room.
  const touchOnly = useMediaQuery(TOUCH_ONLY);

  const { decide, rewind } = swipes;
  useDeckShortcuts(shortcutsOn && !touchOnly, rtl, (decision) => {
    decide(decision);
  });
  // Stable handlers, so that a swipe re-renders the stack and the buttons, not the header, the ad or the dialogs.
  const decideByButton = useCallback((decision: Decision) => void decide(decision), [decide]);
  const rewindByButton = useCallback(() => void rewind(), [rewind]);
  const changeLocation = useCallback(() => gate.requirePremium(() => setLocationOpen(true)), [gate]);

  const stackEmpty = swipes.cards.length === 0 && swipes.leaving.length === 0;

  return (
    <section className={styles.screen} aria-labelledby="deck-title">
      <DeckHeader boostPending={boost.pending} onBoost={boost.press} isPremium={gate.isPremium} onPremium={gate.openPremiumPopup} />

      <div className={styles.stage}>
        <QueryState
          query={query}
          // The opening wait, and a reload that will bring the next cards (every card shown already swiped), are loading, not empty.
          pending={!revealed || (stackEmpty && query.isFetching)}
          loaderDelayMs={0}
          loadingLabel={t('loading')}
          skeleton={<DeckSkeleton />}
          isEmpty={() => stackEmpty}
          empty={<DeckEmpty onChangeLocation={changeLocation} />}
          errorText={t('error')}
          errorClassName={styles.failed}
          retryPendingLabel={t('loading')}
        >
          {() => (
            <div className={styles.stack}>
              {swipes.cards.slice(0, CARDS_IN_DOM).map((person, depth) => (
                <SwipeCard key={person.user_id} person={person} depth={depth} rtl={rtl} onDecide={decide} />
              ))}
              {swipes.leaving.map((card) => (
                <LeavingCard
                  key={card.key}
                  person={card.person}
                  decision={card.decision}
                  from={card.from}
                  rtl={rtl}
                  reducedMotion={reducedMotion}
                  onGone={() => swipes.gone(card.key)}
                />
              ))}
            </div>
          )}
        </QueryState>
      </div>

      <MemoDeckActions noCard={!swipes.topCard} pending={swipes.pending} onDecide={decideByButton} onRewind={rewindByButton} />

      {touchOnly ? null : <ShortcutsSwitch rtl={rtl} checked={shortcutsOn} onCheckedChange={setShortcutsOn} />}

      <MemoAdSlot />

      <p className="visually-hidden" role="status" aria-live="polite">
        {swipes.announcement}
      </p>
      <NoticeBanner notice={notice} />

      <MemoMatchDialog partner={swipes.match} onClose={swipes.closeMatch} />
      <MemoRemoveMatchesDialog open={swipes.removeOpen} onAnswer={swipes.answerRemoveMatches} />
      <MemoBoostDialog view={boost.view} onClose={boost.close} onUse={boost.activate} />
      <MemoLocationDialog open={locationOpen} onOpenChange={setLocationOpen} />
    </section>
  );
}

const MemoDeckActions = memo(DeckActions);
const MemoAdSlot = memo(AdSlot);
const MemoMatchDialog = memo(MatchDialog);
const MemoRemoveMatchesDialog = memo(RemoveMatchesDialog);
const MemoBoostDialog = memo(BoostDialog);
const MemoLocationDialog = memo(LocationDialog);
