import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { MenuProps } from './menu';
import styles from './menu.module.css';

/**
 * The three-dot menu (Report User / UnReport User, First Look / Delete…): an icon button with an
 * accessible name that opens a Radix DropdownMenu. Enter, Space or ArrowDown open it on the first
 * item; the arrows move (and wrap round), Enter chooses, Escape closes and gives the focus back to the button.
 * The direction (which side it opens on, which arrow opens a submenu) comes from the page.
 */
export function MenuDropdown({ items, label, align = 'end', className }: MenuProps) {
  const { t } = useTranslation('ui');
  return (
    // Not modal: a small menu need not hide the page from screen readers.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={[styles.trigger, className].filter(Boolean).join(' ')} aria-label={label ?? t('menu.more')}>
        <EllipsisVertical size={20} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align={align} sideOffset={6} collisionPadding={8} loop>
          {items.map(({ id, label: itemLabel, onSelect, icon: Icon, tone = 'default', disabled }) => (
            <DropdownMenu.Item key={id} className={[styles.item, styles[tone]].join(' ')} onSelect={onSelect} disabled={disabled}>
              {Icon ? <Icon size={18} aria-hidden="true" /> : null}
              <span>{itemLabel}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
