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
  /**
   * The count shown with the item, as a badge. Spec 1 writes Super likes' and Likes' counts in
   * brackets; every count is the same badge, so the four read as one kind of thing at a glance.
   */
  count?: CountName;
}

/** The sidebar of spec 1 section 2, in its order. */
export const navItems: NavItem[] = [
  { to: paths.peopleNear, label: 'nav.peopleNear', icon: MapPin },
  { to: paths.findNewPeople, label: 'nav.findNewPeople', icon: Search },
  { to: paths.visitors, label: 'nav.visitors', icon: Eye, count: 'visitors' },
  { to: paths.messages, label: 'nav.messages', icon: MessageCircle, count: 'message' },
  { to: paths.feeds, label: 'nav.feeds', icon: Newspaper },
  { to: paths.matches, label: 'nav.matches', icon: HeartHandshake },
  { to: paths.superLikes, label: 'nav.superLikes', icon: Star, count: 'superlike_request' },
  { to: paths.likes, label: 'nav.likes', icon: Heart, count: 'like_request' },
  { to: paths.help, label: 'nav.help', icon: CircleHelp },
  { to: paths.profile, label: 'nav.profile', icon: User },
  { to: paths.settings, label: 'nav.settings', icon: Settings },
];

/** A count of '0' (or none yet) shows nothing. */
export function visibleCount(count: string | undefined): string | null {
  return count && count !== '0' ? count : null;
}
