import type { ComponentType } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { landingLink } from '@/shared/api/contract/help';
import { safeLinkUrl } from '@/shared/lib/safe-url';
import { FacebookIcon, GoogleIcon, TwitterIcon } from '@/shared/ui/brand-icons';
import styles from './social-links.module.css';

export type LandingLink = z.infer<typeof landingLink>;

type Network = 'facebook' | 'twitter' | 'google';

/** The landing page's first, second and third links are facebook, twitter and google (docs/product/screens-and-routes.md#help-pages). */
const networks: ReadonlyArray<{ network: Network; icon: ComponentType<{ size?: number }> }> = [
  { network: 'facebook', icon: FacebookIcon },
  { network: 'twitter', icon: TwitterIcon },
  { network: 'google', icon: GoogleIcon },
];

export interface SocialLink {
  network: Network;
  icon: ComponentType<{ size?: number }>;
  url: string;
}

export function socialLinks(links: LandingLink[]): SocialLink[] {
  return networks.flatMap((entry, index) => {
    // A link the server sends that is not a web address (javascript:, data:…) is left out, not drawn.
    const url = safeLinkUrl(links[index]?.url);
    return url ? [{ ...entry, url }] : [];
  });
}

/** The social links as icons, each named for screen readers. */
export function SocialIcons({ links }: { links: LandingLink[] }) {
  const { t } = useTranslation('help');
  return (
    <ul className={styles.icons} aria-label={t('social.label')}>
      {socialLinks(links).map(({ network, icon: Icon, url }) => (
        <li key={network}>
          <a className={`${styles.icon} ${styles[network]}`} href={url} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${network}`)}>
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
