import { ChevronDown, ExternalLink } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { SocialLink } from './social-links';
import styles from './help-links-menu.module.css';

/**
 * The compact 'Help Links' dropdown of small screens: the same links in a menu.
 * It imports nothing of the help view (its links come as props), so its chunk
 * is the menu alone.
 */
export function HelpLinksMenu({ items }: { items: SocialLink[] }) {
  const { t, i18n } = useTranslation('help');
  return (
    // Not modal: a menu of links need not hide the page from screen readers (which leaves focusable content under aria-hidden).
    <DropdownMenu.Root dir={i18n.dir()} modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        {t('helpLinks')}
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          {items.map(({ network, icon: Icon, url }) => (
            <DropdownMenu.Item key={network} className={styles.menuItem} asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <Icon size={18} />
                <span>{t(`social.${network}`)}</span>
                <ExternalLink className={styles.external} size={14} aria-hidden="true" />
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
