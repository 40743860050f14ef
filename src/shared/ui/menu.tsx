import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styles from './menu.module.css';

export interface MenuItem {
  /** Stable key; also the item's test handle. */
  id: string;
  label: string;
  onSelect: () => void;
  icon?: LucideIcon;
  /** 'danger' for destructive actions (Delete, Unfriend, Report User). */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface MenuProps {
  items: readonly MenuItem[];
  /** The trigger's accessible name, e.g. "Options for Anna"; "More options" by default. */
  label?: string;
  /** Which side of the trigger the list lines up with; `end` follows the page's direction. */
  align?: 'start' | 'end';
  className?: string;
}

const MenuDropdown = lazy(() => import('./menu-dropdown').then((module) => ({ default: module.MenuDropdown })));

/**
 * The three-dot menu (menu-dropdown.tsx). Its dropdown (Radix, with its positioning library: about 19 KB gzip) loads
 * with the first menu a screen draws, not with the screen: until then the same icon stands in its place, so nothing
 * moves, and it is no button yet, so nothing can press a trigger that would not open (a test or assistive technology
 * finds the button once it works).
 */
export function Menu(props: MenuProps) {
  const placeholder = (
    <span className={[styles.trigger, props.className].filter(Boolean).join(' ')} aria-hidden="true">
      <EllipsisVertical size={20} />
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <MenuDropdown {...props} />
    </Suspense>
  );
}
