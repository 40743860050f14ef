import { HeartHandshake, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { GoSwipingLink } from '@/shared/ui/empty-state-ways';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { useMatches, type MatchesFilter } from './api/use-matches';
import { useProfileOnEntry } from './api/use-profile-on-entry';
import { ListPage } from './components/list-page';
import { ListState } from './components/list-state';
import { PeopleGrid } from './components/people-grid';
import styles from './matches-screen.module.css';

/** How long the search waits after the last key before it asks: one call per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const filters: MatchesFilter[] = ['all', 'online'];

/** /app/Friends (docs/product/screens-and-routes.md#super-likes-and-matches): the matches, with All matches / Online and a search by name. */
export function MatchesScreen() {
  const { t } = useTranslation('lists');
  useProfileOnEntry();
  const [filter, setFilter] = useState<MatchesFilter>('all');
  const [text, setText] = useState('');
  const searchKey = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searchId = useId();

  return (
    <ListPage title={t('matches.title')}>
      <Tabs value={filter} onValueChange={(value) => setFilter(value === 'online' ? 'online' : 'all')}>
        <div className={styles.tools}>
          <TabsList variant="underline" aria-label={t('matches.filterLabel')}>
            {filters.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`matches.filter.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className={styles.search} role="search">
            <label htmlFor={searchId} className="visually-hidden">
              {t('matches.search')}
            </label>
            <Search className={styles.searchIcon} aria-hidden="true" size={18} />
            <input
              id={searchId}
              className={styles.searchInput}
              type="search"
              value={text}
              placeholder={t('matches.searchPlaceholder')}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        {filters.map((value) => (
          <TabsContent key={value} value={value} className={styles.panel}>
            <MatchesList searchKey={searchKey} filter={value} />
          </TabsContent>
        ))}
      </Tabs>
    </ListPage>
  );
}

function MatchesList({ searchKey, filter }: { searchKey: string; filter: MatchesFilter }) {
  const { t } = useTranslation('lists');
  const matches = useMatches(searchKey, filter);
  return (
    <ListState query={matches.query} layout="list">
      {() =>
        matches.items.length === 0 ? (
          <EmptyMatches narrowed={searchKey !== '' || filter === 'online'} />
        ) : (
          <PeopleGrid
            people={matches.items}
            layout="list"
            label={t('matches.title')}
            profileOf={(userId) => paths.matchProfile.to({ userId })}
            hasMore={matches.hasMore}
            isLoadingMore={matches.isLoadingMore}
            onLoadMore={matches.loadMore}
            loadMoreLabel={t('loadMore')}
          />
        )
      }
    </ListState>
  );
}

/** "No Matches": with nobody matched yet the way on is the deck; under a search or the Online filter, a hint that it is the filter. */
function EmptyMatches({ narrowed }: { narrowed: boolean }) {
  const { t } = useTranslation('lists');
  return narrowed ? (
    <EmptyState icon={HeartHandshake} title={t('matches.empty')} hint={t('matches.emptyFilteredHint')} />
  ) : (
    <EmptyState icon={HeartHandshake} title={t('matches.empty')} hint={t('matches.emptyHint')}>
      <GoSwipingLink />
    </EmptyState>
  );
}
