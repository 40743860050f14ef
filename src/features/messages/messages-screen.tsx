import { HeartHandshake, MessageCircleHeart, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatListItem } from '@/shared/api/contract/chat';
import { isApiError, refusalMessage } from '@/shared/api/errors';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { BusyButton } from '@/shared/ui/action-button';
import { buttonClassName } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { GoSwipingLink } from '@/shared/ui/empty-state-ways';
import { NoticeBanner } from '@/shared/ui/notice';
import { LOADER_DELAY_MS, QueryState } from '@/shared/ui/query-state';
import { useAppOfTheDay } from './api/use-app-of-the-day';
import { useChatList } from './api/use-chat-list';
import { useFavorite } from './api/use-favorite';
import { chatFilters, isChatFilter, SEARCH_DEBOUNCE_MS, type ChatFilter } from './chat-filters';
import { AppOfTheDayRow } from './components/app-of-the-day';
import { ChatRow, ChatRowSkeleton } from './components/chat-row';
import styles from './messages-page.module.css';

/**
 * /app/Message (docs/product/screens-and-routes.md#chat-list): the member's chats, filtered (All Chats, Unread, Online,
 * Favorite) and searched by name, with the app of the day above them, a star per
 * row and Load More while the limit is below the total. A refused list
 * (status 'false') is the empty state (docs/product/messages.md#where-a-failure-leads).
 */
export interface MessagesScreenProps {
  /** Beside an open chat (messages-area.tsx, wide screens): that chat's row is marked as the current one. */
  openChatId?: string;
  /** In the wide screen's list pane rather than a page of its own: a narrower frame. */
  inPane?: boolean;
}

export function MessagesScreen({ openChatId, inPane = false }: MessagesScreenProps = {}) {
  const { t } = useTranslation('messages');
  const { userId } = useSignedInSession();
  const [filter, setFilter] = useState<ChatFilter>('all');
  const [search, setSearch] = useState('');
  const searchKey = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useChatList(userId, filter, searchKey);
  const app = useAppOfTheDay();
  const favorite = useFavorite();
  const notice = useNotice(NOTICE_MS.error);
  // A star just toggled shows at once, until the reloaded list (refreshed after webfavorite) says so too.
  const [toggled, setToggled] = useState<{ at: number; stars: ReadonlyMap<string, boolean> }>({ at: 0, stars: new Map() });
  const stars = toggled.at === list.query.dataUpdatedAt ? toggled.stars : new Map<string, boolean>();

  async function toggleFavorite(item: ChatListItem) {
    const shown = stars.get(item.user_id) ?? item.favorite === 'true';
    const at = list.query.dataUpdatedAt;
    try {
      await favorite.mutateAsync({ user_id: userId, favorite_user_id: item.user_id });
      setToggled((before) => (before.at === at ? { at, stars: new Map(before.stars).set(item.user_id, !shown) } : { at, stars: new Map([[item.user_id, !shown]]) }));
    } catch (error) {
      notice.show(refusalMessage(error) ?? t('favoriteFailed'));
    }
  }

  // Beside the chats, the list reads itself again as the member leaves one: what they read there is no longer unread.
  const { refetch } = list.query;
  const shownChat = useRef(openChatId);
  useEffect(() => {
    if (shownChat.current === openChatId) return;
    if (shownChat.current !== undefined) void refetch();
    shownChat.current = openChatId;
  }, [openChatId, refetch]);

  const refused = isApiError(list.query.error) && list.query.error.kind === 'refused';
  // The app of the day's row sits above the list: the list waits for its answer, so a row arriving
  // after the chats never pushes them down (a layout shift of 0.09 on a phone).
  // Offline with nothing shown yet, either read waits for the network: the list says so, not a skeleton for good.
  const paused = list.query.fetchStatus === 'paused' || (app.isPending && app.fetchStatus === 'paused');
  const listShown = {
    data: app.isPending ? undefined : list.query.data,
    isError: list.query.isError,
    refetch: list.query.refetch,
    fetchStatus: paused ? ('paused' as const) : list.query.fetchStatus,
  };

  const titleId = useId();
  return (
    // A region named by its heading: beside an open chat, the list is one of the page's two parts (the chat the other).
    <section className={inPane ? `${styles.page} ${styles.inPane}` : styles.page} aria-labelledby={titleId}>
      {/* Beside an open chat, the chat's partner is the page's heading (level 1) and the list's comes under it. */}
      {openChatId === undefined ? (
        <h1 id={titleId} className={styles.title}>
          {t('title')}
        </h1>
      ) : (
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
      )}
      <NoticeBanner notice={notice.notice} />

      <div className={styles.tools} role="search">
        <label className={styles.filter}>
          <span className="visually-hidden">{t('filter.label')}</span>
          <select
            value={filter}
            onChange={(event) => {
              if (isChatFilter(event.target.value)) setFilter(event.target.value);
            }}
          >
            {chatFilters.map((value) => (
              <option key={value} value={value}>
                {t(`filter.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.search}>
          <Search size={18} aria-hidden="true" className={styles.searchIcon} />
          <span className="visually-hidden">{t('search.label')}</span>
          <input type="search" value={search} placeholder={t('search.placeholder')} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </label>
      </div>

      {app.data ? (
        <div className={styles.app}>
          <AppOfTheDayRow app={app.data} />
        </div>
      ) : null}

      {refused ? (
        <EmptyChats />
      ) : (
        <QueryState
          query={listShown}
          loaderDelayMs={LOADER_DELAY_MS.lists}
          loadingLabel={t('loading')}
          skeleton={<ChatSkeletons />}
          errorText={t('loadFailed')}
        >
          {() =>
            list.items.length === 0 ? (
              <EmptyChats narrowed={searchKey !== '' || filter !== 'all'} />
            ) : (
              <>
                <ul className={styles.list} aria-label={t('listLabel')}>
                  {list.items.map((item) => (
                    <ChatRow
                      key={item.chat_id}
                      item={item}
                      favorite={stars.get(item.user_id) ?? item.favorite === 'true'}
                      open={item.chat_id === openChatId}
                      onToggleFavorite={toggleFavorite}
                    />
                  ))}
                </ul>
                {list.hasMore ? (
                  <div className={styles.more}>
                    <BusyButton variant="secondary" pending={list.isLoadingMore} pendingLabel={t('loadingMore')} onClick={list.loadMore}>
                      {t('loadMore')}
                    </BusyButton>
                  </div>
                ) : null}
              </>
            )
          }
        </QueryState>
      )}
    </section>
  );
}

/**
 * "No Message" / "Start the chat!" (docs/product/messages.md#empty-states): a chat starts from a match, so the ways on are the matches, then the deck.
 * A search or filter that found nothing says so instead, as the matches list does: the member has chats, just none of these.
 */
function EmptyChats({ narrowed = false }: { narrowed?: boolean }) {
  const { t } = useTranslation('messages');
  if (narrowed) return <EmptyState icon={MessageCircleHeart} title={t('empty.title')} hint={t('empty.filteredText')} />;
  return (
    <EmptyState icon={MessageCircleHeart} title={t('empty.title')} hint={t('empty.text')}>
      <Link className={buttonClassName('primary')} to={paths.matches}>
        <HeartHandshake size={18} aria-hidden="true" />
        {t('empty.seeMatches')}
      </Link>
      <GoSwipingLink variant="secondary" />
    </EmptyState>
  );
}

function ChatSkeletons() {
  return (
    <ul className={styles.list}>
      {Array.from({ length: 6 }, (_, index) => (
        <ChatRowSkeleton key={index} />
      ))}
    </ul>
  );
}
