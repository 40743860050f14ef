import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCounts } from '@/member/session/api/use-counts';
import { tabItems, visibleCount } from './nav-items';
import styles from './tab-bar.module.css';

/**
 * The phone's bottom bar: People near you, Likes, Messages and Profile, with the
 * sidebar's names and counts (a badge on the icon, read out after the name). The
 * current place is marked (aria-current="page", by NavLink). Its row mirrors in Arabic.
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  const counts = useCounts().data;
  return (
    <nav className={styles.bar} aria-label={t('tabBarLabel')}>
      <ul className={styles.list}>
        {tabItems.map((item) => {
          const count = item.count ? visibleCount(counts?.[item.count.name]) : null;
          const label = t(item.label);
          return (
            <li key={item.to} className={styles.item}>
              {/* The name as shown, then the count ("Likes, 9 new"): the badge itself is not read out. */}
              <NavLink to={item.to} className={styles.link} aria-label={count ? `${label}, ${t('countLabel', { count: Number(count) })}` : undefined}>
                <span className={styles.iconBox}>
                  <item.icon className={styles.icon} aria-hidden="true" size={24} />
                  {count ? (
                    <span className={styles.badge} aria-hidden="true" data-testid="tab-count">
                      {Number(count) > 99 ? '99+' : count}
                    </span>
                  ) : null}
                </span>
                <span className={styles.label}>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
