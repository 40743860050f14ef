import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupPlaces } from '../bubble-groups';
import type { ListRow } from '../chat-lines';
import { dayLabel } from '../dates';
import { actionAfterKey, MESSAGE_ACTION } from '../message-actions-keys';
import { MessageItem } from './message-item';
import styles from './message-list.module.css';

export interface MessageListProps {
  rows: readonly ListRow[];
  myId: string;
  partnerName: string;
  translateTo: string;
}

/**
 * A scroller with no height yet (not laid out: a test's DOM, a hidden tab) is
 * taken as a screenful, so the latest messages are drawn rather than none.
 */
const UNKNOWN_HEIGHT = 800;
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: UNKNOWN_HEIGHT }));
}

/** How near the bottom still counts as "at the bottom" (px). */
const NEAR_BOTTOM = 80;

/**
 * The conversation, virtualized (only the rows in view and a few around are in
 * the page, each measured as drawn), pinned to the bottom: it opens on the
 * latest message and follows new ones, unless the member scrolled up to read;
 * then a "New messages" button brings them down.
 *
 * Only the member unpins it, by scrolling up. A long chat's rows are measured
 * over many frames after it opens, and the scroll events of that settling (a
 * measured row moves what is in view) must not read as the member leaving the
 * bottom: on a slow device that left a chat short of its newest message.
 */
export function MessageList({ rows, myId, partnerName, translateTo }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastScrollTop = useRef(0);
  const [unseen, setUnseen] = useState(false);
  const lastKey = useRef<string | undefined>(undefined);
  const hintId = useId();
  // Consecutive messages of one side draw as a group (lib/bubble-groups.ts).
  const places = useMemo(() => groupPlaces(rows), [rows]);

  // The virtualizer's functions change as it measures: this component re-renders with them, unmemoized, on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 44 : 68),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    observeElementRect: observeRect,
  });
  // The virtualizer keeps what is in view still when rows above it are measured, by scrolling; pinned, this list keeps the bottom in view itself.
  useLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => !pinned.current && item.start < (instance.scrollOffset ?? 0);
  }, [virtualizer]);

  // New last row: follow it when at the bottom or when it is the member's own; otherwise offer it.
  useEffect(() => {
    const last = rows.at(-1);
    const previous = lastKey.current;
    lastKey.current = last?.key;
    if (!last || previous === undefined || previous === last.key) return;
    if (last.kind === 'line' && last.line.senderId === myId) pinned.current = true;
    if (!pinned.current) setUnseen(true);
  }, [rows, myId]);

  // After every render (new rows, rows measured taller than guessed): keep the bottom in view while pinned.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) keepBottom(element);
  });
  // And when the list itself gets shorter or taller with no render of its own: the header, a notice or the
  // composer changing height around it, or the window. Both keepers read the height the moment it is written;
  // with reduced motion that holds because theme.css starts no transition (a one-frame one left a chat 12 px short).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => keepBottom(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function keepBottom(element: HTMLDivElement) {
    if (pinned.current && element.scrollHeight - element.scrollTop - element.clientHeight > 1) element.scrollTop = element.scrollHeight;
  }

  // Near the bottom pins; a move up away from it is the member's (pinned, nothing else scrolls up) and unpins.
  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
    if (nearBottom) {
      pinned.current = true;
      setUnseen(false);
    } else if (element.scrollTop < lastScrollTop.current) pinned.current = false;
    lastScrollTop.current = element.scrollTop;
  }

  // One Tab stop for the whole conversation; the arrow keys go from action to action inside it (lib/message-actions-keys.ts).
  function moveBetweenActions(event: KeyboardEvent<HTMLDivElement>) {
    const element = scroller.current;
    if (!element) return;
    if (event.key === 'Escape' && event.target !== element) {
      element.focus();
      return;
    }
    const actions = [...element.querySelectorAll<HTMLElement>(`[${MESSAGE_ACTION}]`)];
    const place = (target: Element) => {
      const rect = target.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    };
    const current = actions.findIndex((action) => action === event.target);
    const next = actionAfterKey(event.key, actions.map(place), current, place(element));
    const action = next === undefined ? undefined : actions[next];
    if (!action) return;
    event.preventDefault();
    action.focus();
    action.scrollIntoView({ block: 'nearest' });
  }

  function toLatest() {
    pinned.current = true;
    setUnseen(false);
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }

  return (
    <div className={styles.frame}>
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        onKeyDown={moveBetweenActions}
        role="log"
        aria-label={t('list', { name: partnerName })}
        aria-describedby={hintId}
        tabIndex={0}
        data-testid="message-list"
      >
        <div className={styles.canvas} style={{ blockSize: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className={styles.item} style={{ transform: `translateY(${item.start}px)` }}>
                {row.kind === 'day' ? (
                  <p className={styles.day}>
                    <span>{dayLabel(row.day, i18n.language)}</span>
                  </p>
                ) : (
                  <MessageItem line={row.line} mine={row.line.senderId === myId} place={places[item.index]} partnerName={partnerName} translateTo={translateTo} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <p id={hintId} hidden>
        {t('actionsHint')}
      </p>
      {unseen ? (
        <button type="button" className={styles.newMessages} onClick={toLatest}>
          <ArrowDown size={16} aria-hidden="true" />
          {t('newMessages')}
        </button>
      ) : null}
    </div>
  );
}
