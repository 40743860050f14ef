import { useQueryClient } from '@tanstack/react-query';
import { Crown, Rocket, SlidersHorizontal } from 'lucide-react';
import { memo, useCallback, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonCard } from '@/shared/api/contract/discovery';
import { isApiError, refusalMessage } from '@/shared/api/errors';
import { invalidateCall } from '@/shared/api/queries';
import { useDocumentDirection } from '@/shared/i18n/direction';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { usePrefersReducedMotion } from '@/shared/lib/use-prefers-reduced-motion';
import { LocationDialog } from '@/member/location-dialog';
import { MatchDialog, type MatchPartner } from '@/member/match-dialog';
import { usePremiumGate } from '@/member/premium-gate';
import { useOwnProfile } from '@/member/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { ActionButton } from '@/shared/ui/action-button';
import { Button } from '@/shared/ui/button';
import { Notice, NoticeBanner } from '@/shared/ui/notice';
import { Switch } from '@/shared/ui/switch';
import { useDelayed } from '@/shared/lib/use-delayed';
import { useBoost } from './api/use-boost';
import { useDeck } from './api/use-deck';
import { useSwipeCalls } from './api/use-swipe-calls';
import type { BoostView } from './boost-state';
import { AdSlot } from './components/ad-slot';
import { BoostDialog } from './components/boost-dialog';
import { DeckActions } from './components/deck-actions';
import { DeckSkeleton } from './components/deck-skeleton';
import { RemoveMatchesDialog } from './components/remove-matches-dialog';
import { LeavingCard, SwipeCard } from './components/swipe-card';
import { CARDS_IN_DOM, deckReducer, initialDeckState, rewindOutcome, visibleCards, type Decision } from './deck-state';
import { useDeckShortcuts, useShortcutsSetting } from './use-shortcuts';
import { afterNextPaint } from '@/shared/lib/after-paint';
import styles from './components/deck-screen.module.css';

interface Leaving {
  key: number;
  person: PersonCard;
  decision: Decision;
  from: readonly [number, number];
}

type OpenBoost = Extract<BoostView, { kind: 'active' } | { kind: 'use' }>;

/** The deck appears 2 s after the screen opens (docs/product/rules-and-timings.md#timings; a skeleton holds its place meanwhile). */
const DECK_REVEAL_MS = 2000;

export interface DeckScreenProps {
  /** The product's 2 s before the cards appear; stories and tests keep it. */
  revealDelayMs?: number;
}

/**
 * The swipe deck, /app/PeopleNear (docs/product/screens-and-routes.md#deck, docs/product/flows.md#swiping): the people near the member as a
 * stack of cards, decided by drag, by the round buttons or by the keyboard; rewind for premium
 * members; the match, boost, super-like and premium popups; the empty state with Change Location.
 */
export function DeckScreen({ revealDelayMs = DECK_REVEAL_MS }: DeckScreenProps) {
  const { t } = useTranslation('deck');
  const rtl = useDocumentDirection() === 'rtl';
  const reducedMotion = usePrefersReducedMotion();
  const gate = usePremiumGate();
  const profile = useOwnProfile();
  const queryClient = useQueryClient();
  const { query, reloadAfterLike } = useDeck();
  const calls = useSwipeCalls();
  const boost = useBoost();
  const revealed = useDelayed(true, revealDelayMs);
  const [state, dispatch] = useReducer(deckReducer, initialDeckState);
  const [leaving, setLeaving] = useState<Leaving[]>([]);
  const [match, setMatch] = useState<MatchPartner | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const [boostView, setBoostView] = useState<OpenBoost | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  const { notice, show } = useNotice(NOTICE_MS.error);

  const cards = query.data ? visibleCards(query.data, state) : [];
  const topCard = revealed ? cards[0] : undefined;
  // The decision lock is taken synchronously: two presses in one task send one call.
  const busy = useRef(false);
  const latest = useRef({ topCard, state, swipeSetting: profile.data?.swipe });
  // Read by the handlers between renders (a drag's release, a key) without re-creating them.
  useLayoutEffect(() => {
    latest.current = { topCard, state, swipeSetting: profile.data?.swipe };
  });
  const leavingKey = useRef(0);

  const settle = useCallback(
    async (decision: Decision, person: PersonCard) => {
      try {
        if (decision === 'nope') {
          await calls.nope(person.user_id);
          dispatch({ type: 'decided', ok: true });
          setAnnouncement(t('announce.nope', { name: person.user_name }));
          if (latest.current.swipeSetting === '1') setRemoveOpen(true);
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
    [calls, gate, reloadAfterLike, show, t],
  );

  const decide = useCallback(
    (decision: Decision, from: readonly [number, number] = [0, 0]): boolean => {
      const person = latest.current.topCard;
      if (!person || busy.current) return false;
      busy.current = true;
      dispatch({ type: 'decide', decision, personId: person.user_id });
      leavingKey.current += 1;
      setLeaving((list) => [...list, { key: leavingKey.current, person, decision, from }]);
      // The card leaves in this frame; the call goes once it is painted (the lock holds meanwhile).
      afterNextPaint(() => {
        void settle(decision, person).finally(() => {
          busy.current = false;
        });
      });
      return true;
    },
    [settle],
  );

  const rewind = useCallback(async () => {
    const outcome = rewindOutcome(latest.current.state, gate.isPremium);
    if (outcome === 'premium-popup') {
      gate.requirePremium();
      return;
    }
    if (outcome === 'nothing' || busy.current) {
      setAnnouncement(t('announce.nothingToRewind'));
      return;
    }
    busy.current = true;
    dispatch({ type: 'rewind' });
    try {
      await calls.rewind();
      dispatch({ type: 'rewound', ok: true });
      setAnnouncement(t('announce.rewound'));
    } catch (error) {
      dispatch({ type: 'rewound', ok: false });
      show(refusalMessage(error) ?? t('error'));
    } finally {
      busy.current = false;
    }
  }, [calls, gate, show, t]);

  // Yes and No alike (docs/product/flows.md#swiping): reset the flag, refresh the profile, undo-match, reload the deck.
  const answerRemoveMatches = useCallback(async () => {
    try {
      await calls.resetSwipeFlag();
      await calls.rewind();
      if (latest.current.state.undo) {
        dispatch({ type: 'rewind' });
        dispatch({ type: 'rewound', ok: true });
      }
    } catch {
      // Other failures are not handled (docs/product/flows.md#swiping); the deck reloads all the same.
    }
    setRemoveOpen(false);
    await invalidateCall(queryClient, 'webgetpeople');
  }, [calls, queryClient]);

  const boostPress = useClickOnce(async () => {
    const view = await boost.check();
    if (view.kind === 'active' || view.kind === 'use') setBoostView(view);
    else if (view.kind === 'buy') gate.openOffer('boost');
    else show(t('boost.error'));
  });

  const activateBoost = useCallback(async () => {
    try {
      const answer = await boost.activate();
      setBoostView({ kind: 'active', count: answer.boost_count });
    } catch {
      setBoostView(null);
      gate.openOffer('boost');
    }
  }, [boost, gate]);

  useDeckShortcuts(shortcutsOn, rtl, (decision) => {
    decide(decision);
  });

  // Stable handlers, so that a swipe re-renders the stack and the buttons, not the header, the ad or the dialogs.
  const boostRun = useRef(boostPress.run);
  useLayoutEffect(() => {
    boostRun.current = boostPress.run;
  });
  const onBoost = useCallback(() => boostRun.current(), []);
  const decideByButton = useCallback((decision: Decision) => void decide(decision), [decide]);
  const rewindByButton = useCallback(() => void rewind(), [rewind]);
  const closeMatch = useCallback(() => setMatch(null), []);
  const closeBoost = useCallback(() => setBoostView(null), []);

  // A reload that will bring the next cards (every card shown already swiped) is loading, not empty.
  const loading = !revealed || (query.data === undefined && !query.isError) || (cards.length === 0 && leaving.length === 0 && query.isFetching);
  const failed = revealed && query.data === undefined && query.isError;
  const pendingKind = state.pending?.kind ?? null;

  return (
    <section className={styles.screen} aria-labelledby="deck-title">
      <DeckHeader boostPending={boostPress.pending} onBoost={onBoost} isPremium={gate.isPremium} onPremium={gate.openPremiumPopup} />

      <div className={styles.stage} aria-busy={loading || undefined}>
        {loading ? (
          <DeckSkeleton label={t('loading')} />
        ) : failed ? (
          <div className={styles.failed}>
            <Notice tone="error">{t('error')}</Notice>
            <ActionButton variant="secondary" onAction={() => query.refetch()} pendingLabel={t('loading')}>
              {t('common:retry')}
            </ActionButton>
          </div>
        ) : cards.length === 0 && leaving.length === 0 ? (
          <div className={styles.empty}>
            <span className={styles.emptyPulse} aria-hidden="true">
              <span />
            </span>
            <p className={styles.emptyTitle} role="status">
              {t('empty.title')}
            </p>
            <Button onClick={() => gate.requirePremium(() => setLocationOpen(true))}>{t('empty.changeLocation')}</Button>
          </div>
        ) : (
          <div className={styles.stack}>
            {cards
              .slice(0, CARDS_IN_DOM)
              .map((person, depth) => (
                <SwipeCard key={person.user_id} person={person} depth={depth} rtl={rtl} onDecide={decide} />
              ))}
            {leaving.map((card) => (
              <LeavingCard
                key={card.key}
                person={card.person}
                decision={card.decision}
                from={card.from}
                rtl={rtl}
                reducedMotion={reducedMotion}
                onGone={() => setLeaving((list) => list.filter((item) => item.key !== card.key))}
              />
            ))}
          </div>
        )}
      </div>

      <MemoDeckActions noCard={!topCard} pending={pendingKind} onDecide={decideByButton} onRewind={rewindByButton} />

      <ShortcutsSwitch rtl={rtl} checked={shortcutsOn} onCheckedChange={setShortcutsOn} />

      <MemoAdSlot />

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <NoticeBanner notice={notice} />

      <MemoMatchDialog partner={match} onClose={closeMatch} />
      <MemoRemoveMatchesDialog open={removeOpen} onAnswer={answerRemoveMatches} />
      <MemoBoostDialog view={boostView} onClose={closeBoost} onUse={activateBoost} />
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

interface DeckHeaderProps {
  boostPending: boolean;
  onBoost: () => void;
  isPremium: boolean;
  onPremium: () => void;
}

/** The title, the boost and filter tools, and for regular members the "Become a Premium Member" prompt. */
const DeckHeader = memo(function DeckHeader({ boostPending, onBoost, isPremium, onPremium }: DeckHeaderProps) {
  const { t } = useTranslation('deck');
  return (
    <>
      <header className={styles.header}>
        <h1 id="deck-title" className={styles.title}>
          {t('title')}
        </h1>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('boost.open')}
            aria-busy={boostPending || undefined}
            aria-disabled={boostPending || undefined}
            onClick={onBoost}
          >
            <Rocket aria-hidden="true" />
          </button>
          <Link className={styles.tool} to={paths.filter} aria-label={t('filter')}>
            <SlidersHorizontal aria-hidden="true" />
          </Link>
        </div>
      </header>

      {isPremium ? null : (
        <button
          type="button"
          className={styles.premiumPrompt}
          aria-label={t('premium.prompt')}
          aria-describedby="deck-premium-why"
          onClick={onPremium}
        >
          <Crown size={18} aria-hidden="true" />
          <span className={styles.premiumText}>{t('premium.prompt')}</span>
          <span id="deck-premium-why" className={styles.premiumWhy}>{t('premium.why')}</span>
        </button>
      )}
    </>
  );
});

interface ShortcutsSwitchProps {
  rtl: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

const ShortcutsSwitch = memo(function ShortcutsSwitch({ rtl, checked, onCheckedChange }: ShortcutsSwitchProps) {
  const { t } = useTranslation('deck');
  return (
    <Switch
      className={styles.shortcuts}
      label={t('shortcuts.label')}
      description={rtl ? t('shortcuts.descriptionRtl') : t('shortcuts.description')}
      checked={checked}
      onCheckedChange={onCheckedChange}
    />
  );
});
