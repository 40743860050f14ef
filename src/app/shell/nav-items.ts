import { CircleHelp, Eye, Heart, HeartHandshake, MapPin, MessageCircle, Newspaper, Search, Settings, Star, User, type LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { loginCounts } from '@/shared/api/contract/account';

type CountName = keyof z.infer<typeof loginCounts>;

export interface NavItem {
  to: string;
  /** Key in the `shell` namespace. */
  label: string;
  icon: LucideIcon;
  /** The count shown with the item, and how: a badge, or in brackets after the name. */
  count?: { name: CountName; style: 'badge' | 'brackets' };
}

/** The sidebar of spec 1 section 2, in its order. */
export const navItems: NavItem[] = [
  { to: '/app/PeopleNear', label: 'nav.peopleNear', icon: MapPin },
  { to: '/app/FindNewPeople', label: 'nav.findNewPeople', icon: Search },
  { to: '/app/Visitors', label: 'nav.visitors', icon: Eye, count: { name: 'visitors', style: 'badge' } },
  { to: '/app/Message', label: 'nav.messages', icon: MessageCircle, count: { name: 'message', style: 'badge' } },
  { to: '/app/Feeds', label: 'nav.feeds', icon: Newspaper },
  { to: '/app/Friends', label: 'nav.matches', icon: HeartHandshake },
  { to: '/app/FriendRequests', label: 'nav.superLikes', icon: Star, count: { name: 'superlike_request', style: 'brackets' } },
  { to: '/app/LikeRequests', label: 'nav.likes', icon: Heart, count: { name: 'like_request', style: 'brackets' } },
  { to: '/app/Help', label: 'nav.help', icon: CircleHelp },
  { to: '/app/Profile', label: 'nav.profile', icon: User },
  { to: '/app/settings', label: 'nav.settings', icon: Settings },
];

/** A count of '0' (or none yet) shows nothing. */
export function visibleCount(count: string | undefined): string | null {
  return count && count !== '0' ? count : null;
}
