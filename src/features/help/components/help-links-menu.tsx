import { ChevronDown, ExternalLink } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { socialLinks, type LandingLink } from './social-links';
import styles from './social-links.module.css';

/** The compact 'Help Links' dropdown of small screens: the same links in a menu. */
export function HelpLinksMenu({ links }: { links: LandingLink[] }) {
  const { t, i18n } = useTranslation('help');
  const items = socialLinks(links);
  if (items.length === 0) return null;
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
