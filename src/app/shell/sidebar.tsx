import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { useCounts } from '@/member/session/api/use-counts';
import { useSignOut } from '@/member/session/use-sign-out';
import { Avatar } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { navItems, visibleCount } from './nav-items';
import styles from './sidebar.module.css';
import { paths } from '@/shared/routing/paths';

export interface SidebarProps {
  profile: OwnProfile | undefined;
  /** Called when a link is followed, so the drawer on small screens can close. */
  onNavigate?: () => void;
}

/**
 * Memoised: the shell renders again on every move, answer and deferred screen, and the sidebar (a dozen links with
 * their icons, the logout's dialog) has nothing new to draw for most of them; its links follow the address by
 * themselves.
 */
export const Sidebar = memo(function Sidebar({ profile, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const counts = useCounts().data;

  return (
    <div className={styles.sidebar}>
      <Link to={paths.peopleNear} className={styles.brand} onClick={onNavigate}>
        {t('common:appName')}
      </Link>
      {/* The row stands before the profile is in (the page's frame draws it too): the places below never move under a pointer. */}
      <div className={styles.member} aria-hidden={profile ? undefined : true}>
        <Avatar src={profile?.images} ring="brand" />
        <span className={styles.memberText}>
          {profile ? (
            <>
              {/* The member's own writing: a Latin name in Arabic starts at its beginning and ends in the ellipsis. */}
              <span className={styles.memberName} dir="auto">
                {profile.user_name}
              </span>
              {profile.premium_member === 'true' ? <span className={styles.premium}>{t('premiumBadge')}</span> : null}
            </>
          ) : (
            <span className={styles.namePending} />
          )}
        </span>
      </div>
      <nav aria-label={t('navLabel')}>
        <ul className={styles.list}>
          {navItems.map((item) => {
            const count = item.count ? visibleCount(counts?.[item.count.name]) : null;
            const label = t(item.label);
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  <item.icon className={styles.icon} aria-hidden="true" size={20} />
                  <span className={styles.label}>
                    {label}
                    {count && item.count?.style === 'brackets' ? ` (${count})` : null}
                  </span>
                  {count && item.count?.style === 'badge' ? (
                    <span className={styles.badge} aria-label={t('countLabel', { count: Number(count) })}>
                      {count}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <Logout />
    </div>
  );
});

/** The logout and its question, apart: the sign-out's navigation follows every move, which redraws this alone. */
function Logout() {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" className={styles.logout} onClick={() => setConfirming(true)}>
        {t('logout')}
      </Button>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} question={t('logoutQuestion')} onConfirm={() => void signOut()} />
    </>
  );
}
