import { CircleHelp, Eye, Heart, HeartHandshake, MapPin, MessageCircle, Newspaper, Search, Settings, Star, User, type LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { loginCounts } from '@/shared/api/contract/account';
import { paths, type FixedPath } from '@/shared/routing/paths';

type CountName = keyof z.infer<typeof loginCounts>;

export interface NavItem {
  to: FixedPath;
  /** Key in the `shell` namespace. */
  label: string;
  icon: LucideIcon;
  /** The count shown with the item, and how: a badge, or in brackets after the name. */
  count?: { name: CountName; style: 'badge' | 'brackets' };
}

/** The sidebar, in its order (docs/product/screens-and-routes.md#shell-and-sidebar). */
export const navItems: NavItem[] = [
  { to: paths.peopleNear, label: 'nav.peopleNear', icon: MapPin },
  { to: paths.findNewPeople, label: 'nav.findNewPeople', icon: Search },
  { to: paths.visitors, label: 'nav.visitors', icon: Eye, count: { name: 'visitors', style: 'badge' } },
  { to: paths.messages, label: 'nav.messages', icon: MessageCircle, count: { name: 'message', style: 'badge' } },
  { to: paths.feeds, label: 'nav.feeds', icon: Newspaper },
  { to: paths.matches, label: 'nav.matches', icon: HeartHandshake },
  { to: paths.superLikes, label: 'nav.superLikes', icon: Star, count: { name: 'superlike_request', style: 'brackets' } },
  { to: paths.likes, label: 'nav.likes', icon: Heart, count: { name: 'like_request', style: 'brackets' } },
  { to: paths.help, label: 'nav.help', icon: CircleHelp },
  { to: paths.profile, label: 'nav.profile', icon: User },
  { to: paths.settings, label: 'nav.settings', icon: Settings },
];

/**
 * The phone's tab bar: the four main places, with the sidebar's own names, icons and counts
 * (every other place stays in the menu's drawer).
 */
export const tabItems: NavItem[] = [paths.peopleNear, paths.likes, paths.messages, paths.profile].map((to) => {
  const item = navItems.find((candidate) => candidate.to === to);
  if (!item) throw new Error(`No sidebar item for ${to}`);
  return item;
});

/** The widths the shell shows as a phone's: a top bar with the menu, the tab bar below. Same as app-shell.module.css. */
export const PHONE_SCREEN = '(max-width: 860px)';

/** A count of '0' (or none yet) shows nothing. */
export function visibleCount(count: string | undefined): string | null {
  return count && count !== '0' ? count : null;
}
