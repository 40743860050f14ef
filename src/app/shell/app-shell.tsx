import { Menu } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { isUnanswered } from '@/shared/api/errors';
import { lazyUntilOpen } from '@/shared/lib/lazy-until-open';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { paths } from '@/shared/routing/paths';
import { useOnline } from '@/shared/network/use-online';
import { endSession } from '@/shared/session/session';
import { SkipLink } from '@/shared/ui/skip-link';
import { Spinner } from '@/shared/ui/spinner';
import { PHONE_SCREEN } from './nav-items';
import type { MenuDrawerProps } from './menu-drawer';
import { OfflineBanner } from './offline-banner';
import { ProfileUnanswered } from './profile-unanswered';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { useSessionCheckOnNavigation } from './use-session-check';
import styles from './app-shell.module.css';

/**
 * The phone's menu drawer, loaded after the screen has opened rather than with the shell: its Radix layers before the
 * deck's largest paint are bytes Lighthouse's slow link counts (docs/decisions/035-dialogs-off-the-first-path.md).
 */
const MenuDrawer = lazyUntilOpen<MenuDrawerProps>(
  () => import('./menu-drawer').then((module) => module.MenuDrawer),
  (props) => props.open,
);

/**
 * The signed-in area's frame. It reads the profile first: a failed read or a
 * deactivated account (userstatus 0) ends the session, and the guard sends the
 * member to the login (docs/product/flows.md#session). In mock mode a read the
 * fake backend never saw is the demo's failure, not the session's: it is reported
 * in the screen's place, with a Try again (docs/decisions/006-worker-restart.md).
 */
export function AppShell() {
  const { t } = useTranslation('shell');
  const profile = useOwnProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const mainId = useId();
  const deactivated = profile.data?.userstatus === '0';
  const unanswered = profile.isError && isUnanswered(profile.error);
  const signedOut = (profile.isError && !unanswered) || deactivated;
  const screenAllowed = profile.isSuccess && !signedOut;
  // The screen's first render, the largest of a signed-in load, comes as a transition: React draws it in slices of a
  // few milliseconds, handing the main thread back between them, not in one long task (decision 024). Only the
  // showing waits: an account signed out hides the screen in the same render.
  const screenShown = useDeferredValue(screenAllowed) && screenAllowed;
  useSessionCheckOnNavigation();
  const phone = useMediaQuery(PHONE_SCREEN);
  // A chat on a phone takes the whole screen under its own header (back to the list): no top bar, no tab bar.
  const inChat = useMatch(paths.chat.pattern) !== null;
  const fullScreenChat = phone && inChat;
  const tabBar = phone && !fullScreenChat;
  const offline = !useOnline();
  const [bannerBlockSize, setBannerBlockSize] = useState(0);
  // The full-height screens (the deck, the chat) leave the offline banner its room rather than run under the page's end.
  const bannerRoom = bannerBlockSize > 0 ? ({ '--offline-banner-block-size': `${bannerBlockSize}px` } as CSSProperties) : undefined;

  useEffect(() => {
    if (signedOut) endSession(deactivated ? 'deactivated' : undefined);
  }, [signedOut, deactivated]);

  return (
    <div
      className={styles.shell}
      style={bannerRoom}
      data-tab-bar={tabBar || undefined}
      data-full-screen={fullScreenChat || undefined}
      data-offline-banner={bannerRoom ? true : undefined}
    >
      <SkipLink targetId={mainId} />
      <OfflineBanner offline={offline} onBlockSize={setBannerBlockSize} />
      {fullScreenChat ? null : (
        <header className={styles.topbar}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label={t('openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
          </button>
          <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} profile={profile.data} opener={menuButton} />
          <span className={styles.brand}>{t('common:appName')}</span>
        </header>
      )}
      <aside className={styles.aside}>
        <Sidebar profile={profile.data} />
      </aside>
      <main id={mainId} className={styles.main}>
        {unanswered ? (
          <ProfileUnanswered onRetry={profile.refetch} />
        ) : screenShown ? (
          // Any screen may ask for premium: usePremiumGate().requirePremium(action).
          <PremiumGateProvider>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </PremiumGateProvider>
        ) : (
          <Spinner />
        )}
      </main>
      {tabBar ? <TabBar /> : null}
    </div>
  );
}
