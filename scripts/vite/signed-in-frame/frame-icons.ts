import { CircleHelp, Eye, Heart, HeartHandshake, MapPin, Menu, MessageCircle, Newspaper, Search, Settings, Star, User, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// Relative, not '@/': vite.config.ts loads this file, and its loader knows no aliases.
import { paths } from '../../../src/shared/routing/paths.ts';

export interface FrameIcon {
  to: string;
  icon: LucideIcon;
}

/** The sidebar's places and icons, in its order (src/app/shell/nav-items.ts: a unit test keeps the two the same). */
export const frameSidebarIcons: FrameIcon[] = [
  { to: paths.peopleNear, icon: MapPin },
  { to: paths.findNewPeople, icon: Search },
  { to: paths.visitors, icon: Eye },
  { to: paths.messages, icon: MessageCircle },
  { to: paths.feeds, icon: Newspaper },
  { to: paths.matches, icon: HeartHandshake },
  { to: paths.superLikes, icon: Star },
  { to: paths.likes, icon: Heart },
  { to: paths.help, icon: CircleHelp },
  { to: paths.profile, icon: User },
  { to: paths.settings, icon: Settings },
];

/** The phone's tab bar: its four places (src/app/shell/nav-items.ts's tabItems). */
export const frameTabIcons: FrameIcon[] = [paths.peopleNear, paths.likes, paths.messages, paths.profile].flatMap(
  (to) => frameSidebarIcons.filter((item) => item.to === to),
);

/** An icon as the shell draws it (lucide's SVG), as markup: no text, no style attribute (the CSP refuses them). */
export function iconMarkup(icon: LucideIcon, size: number): string {
  return renderToStaticMarkup(createElement(icon, { size, 'aria-hidden': true, focusable: false }));
}

export const menuIconMarkup = () => iconMarkup(Menu, 24);
