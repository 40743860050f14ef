import { Crown, Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { JoinPremiumDialog } from './join-premium-dialog';
import { teaserPeople } from './teaser-people';
import styles from './explore-screen.module.css';

/** How many sample people show their face; the rest stay blurred behind the premium offer. */
const CLEAR_CARDS = 2;

/**
 * /app/Explore: a static teaser of sample people, the 'Find unlimited people' banner and the
 * 'Join Premium' popup with placeholder prices. It makes no calls (docs/product/screens-and-routes.md#explore).
 */
export function ExploreScreen() {
  const { t } = useTranslation('explore');
  const [joinOpen, setJoinOpen] = useState(false);
  const openJoin = () => setJoinOpen(true);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>

      <section className={styles.banner} aria-labelledby="explore-banner">
        <Sparkles className={styles.bannerIcon} size={32} aria-hidden="true" />
        <div className={styles.bannerText}>
          <h2 id="explore-banner" className={styles.bannerTitle}>
            {t('banner.title')}
          </h2>
          <p className={styles.bannerLead}>{t('banner.text')}</p>
        </div>
        <Button variant="secondary" className={styles.bannerButton} onClick={openJoin}>
          <Crown size={18} aria-hidden="true" />
          {t('joinPremium')}
        </Button>
      </section>

      <section aria-labelledby="explore-people">
        <h2 id="explore-people" className={styles.gridTitle}>
          {t('people')}
        </h2>
        <ul className={styles.grid}>
          {teaserPeople.map((person, index) => {
            const locked = index >= CLEAR_CARDS;
            return (
              <li key={person.id} className={styles.cell}>
                <button
                  type="button"
                  className={styles.card}
                  onClick={openJoin}
                  aria-label={t(locked ? 'card.locked' : 'card.open', { name: person.name, age: person.age, km: person.distanceKm })}
                >
                  {/* Not lazy: eight small files, and a tile waiting for a scroll to load would show empty meanwhile. */}
                  <img className={locked ? `${styles.photo} ${styles.blurred}` : styles.photo} src={person.photo} alt="" decoding="async" />
                  <span className={styles.shade} aria-hidden="true" />
                  {locked ? (
                    <span className={styles.lock} aria-hidden="true">
                      <Lock size={20} />
                    </span>
                  ) : null}
                  <span className={styles.caption} aria-hidden="true">
                    <span className={styles.name}>
                      {locked ? t('card.hiddenName') : t('card.nameAge', { name: person.name, age: person.age })}
                      {person.online ? <span className={styles.online} /> : null}
                    </span>
                    <span className={styles.distance}>{t('card.distance', { km: person.distanceKm })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <JoinPremiumDialog open={joinOpen} onOpenChange={setJoinOpen} />
    </div>
  );
}
