import { PanelLeft } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpPage } from '@/shared/api/contract/help';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { SafeHtml } from '@/shared/ui/safe-html';
import { SocialIcons, socialLinks, type LandingLink } from './social-links';
import styles from './help-view.module.css';

/** The same width as the stylesheet's: below it, the topics fold and the links go into a menu. */
const SMALL_SCREEN = '(max-width: 760px)';

// The menu (and its positioning library) loads only where it shows: on small screens.
const HelpLinksMenu = lazy(async () => ({ default: (await import('./help-links-menu')).HelpLinksMenu }));

export interface HelpViewProps {
  pages: HelpPage[];
  links: LandingLink[];
  selected: HelpPage | undefined;
  /** Where a page's title links to (/app/Help/{id}, or /helpmain?id= on the public page). */
  hrefOf: (id: string) => string;
}

/**
 * The help pages (docs/product/screens-and-routes.md#help-pages): the titles on the side, the chosen page's
 * HTML (sanitized), the social links; on small screens the titles fold behind a
 * toggle and the links into the 'Help Links' menu.
 */
export function HelpView({ pages, links, selected, hrefOf }: HelpViewProps) {
  const { t } = useTranslation('help');
  const topicsId = useId();
  const titleId = useId();
  const [topicsOpen, setTopicsOpen] = useState(false);
  const smallScreen = useMediaQuery(SMALL_SCREEN);
  const socialItems = socialLinks(links);

  return (
    <div className={styles.help}>
      <div className={styles.head}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={topicsOpen}
            aria-controls={topicsId}
            onClick={() => setTopicsOpen((open) => !open)}
          >
            <PanelLeft size={18} aria-hidden="true" />
            {t('topics')}
          </button>
          {smallScreen && socialItems.length > 0 ? (
            // While the menu loads, its trigger's place is held by a look-alike: nothing moves when it arrives.
            <Suspense
              fallback={
                <span className={styles.linksPlaceholder} aria-hidden="true">
                  {t('helpLinks')}
                  <span className={styles.chevronPlace} />
                </span>
              }
            >
              <HelpLinksMenu items={socialItems} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <div className={styles.columns}>
        <aside id={topicsId} className={styles.aside} data-open={topicsOpen}>
          <nav aria-label={t('topics')}>
            <ul className={styles.topics}>
              {pages.map((page) => (
                <li key={page.id}>
                  <Link
                    to={hrefOf(page.id)}
                    className={styles.topic}
                    aria-current={page.id === selected?.id ? 'page' : undefined}
                    onClick={() => setTopicsOpen(false)}
                  >
                    <bdi>{page.title}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.social}>
            <p className={styles.socialTitle}>{t('followUs')}</p>
            <SocialIcons links={links} />
          </div>
        </aside>
        <article className={styles.article} aria-labelledby={selected ? titleId : undefined}>
          {selected ? (
            <>
              <h2 id={titleId} className={styles.title} dir="auto">
                {selected.title}
              </h2>
              <SafeHtml className={styles.content} html={selected.description} dir="auto" />
            </>
          ) : (
            <p className={styles.empty}>{t('empty')}</p>
          )}
        </article>
      </div>
    </div>
  );
}
