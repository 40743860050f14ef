import { Crown, MapPin, SearchX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationDialog } from '@/member/location/location-dialog';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { useSignOutWhen } from '@/member/session/use-sign-out-when';
import { useSignedInSession } from '@/shared/session/use-session';
import { Button, buttonClassName } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PersonCard, personFromDeck } from '@/shared/ui/person-card';
import { LOADER_DELAY_MS, QueryState } from '@/shared/ui/query-state';
import { useNearbyPeople } from './api/use-nearby-people';
import { filterFromFindPeople, profileFromFindPeople } from './links';
import styles from './find-new-people-screen.module.css';
import motion from '@/shared/ui/motion.module.css';

/**
 * Find new people (docs/product/screens-and-routes.md#find-new-people): a grid of the people near the member, inside their filter,
 * each card opening their profile; the filter, change location (premium) and, for regular
 * members, Become a Premium Member. A failed profile read sends the member to the login.
 */
export function FindNewPeopleScreen() {
  const { t } = useTranslation('findPeople');
  const { userId } = useSignedInSession();
  const profile = useOwnProfile();
  const people = useNearbyPeople(userId);
  const { isPremium, requirePremium, openPremiumPopup } = usePremiumGate();
  const [locationOpen, setLocationOpen] = useState(false);
  const changeLocation = () => requirePremium(() => setLocationOpen(true));

  useSignOutWhen(profile.isError);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.tools}>
          <Button variant="secondary" onClick={changeLocation}>
            <MapPin size={18} aria-hidden="true" />
            {t('changeLocation')}
          </Button>
          <Link to={filterFromFindPeople} className={buttonClassName('secondary')}>
            <SlidersHorizontal size={18} aria-hidden="true" />
            {t('filter')}
          </Link>
        </div>
      </header>
      {!isPremium ? (
        <Button className={styles.premium} onClick={openPremiumPopup}>
          <Crown size={18} aria-hidden="true" />
          {t('becomePremium')}
        </Button>
      ) : null}
      <QueryState query={people} loaderDelayMs={LOADER_DELAY_MS.lists} loadingLabel={t('loading')} skeleton={<GridSkeleton />}>
        {(list) =>
          list.length === 0 ? (
            // The deck's empty state: "No people in your location" with Change Location (docs/product/screens-and-routes.md#find-new-people).
            <EmptyState icon={SearchX} title={t('empty')} hint={t('emptyHint')}>
              <Button onClick={changeLocation}>
                <MapPin size={18} aria-hidden="true" />
                {t('changeLocation')}
              </Button>
            </EmptyState>
          ) : (
            <ul className={styles.grid} aria-label={t('people')}>
              {list.map((card) => (
                <li key={card.user_id} className={motion.arrive}>
                  <PersonCard person={{ ...personFromDeck(card), online: card.online === '1' }} to={profileFromFindPeople(card.user_id)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <LocationDialog open={locationOpen} onOpenChange={setLocationOpen} />
    </div>
  );
}

function GridSkeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={styles.skeletonCard} />
      ))}
    </div>
  );
}
