import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/shared/ui/query-state';
import { SkipLink } from '@/shared/ui/skip-link';
import { useHelpPages } from './api/use-help-pages';
import { HelpView } from './components/help-view';
import styles from './public-help-page.module.css';
import { paths, publicHelpPage } from '@/shared/routing/paths';

/**
 * /helpmain: the help pages for visitors, in the signed-in help's layout
 * without the app's sidebar. The page is chosen with ?id=, the first by default.
 */
export function PublicHelpPage() {
  const { t } = useTranslation('help');
  const mainId = useId();
  const [params] = useSearchParams();
  const help = useHelpPages(undefined);
  const pages = help.data?.helppages ?? [];
  const selected = pages.find((page) => page.id === params.get('id')) ?? pages[0];

  return (
    <div className={styles.page}>
      <SkipLink targetId={mainId} />
      <header className={styles.bar}>
        <Link to={paths.welcome} className={styles.brand}>
          {t('common:appName')}
        </Link>
        <Link to={paths.login} className={styles.signIn}>
          {t('signIn')}
        </Link>
      </header>
      <main id={mainId} className={styles.main}>
        {help.isError && !help.data ? <h1 className={styles.failedTitle}>{t('title')}</h1> : null}
        <QueryState query={help} loadingLabel={t('loading')} errorText={t('loadFailed')}>
          {(data) => <HelpView pages={pages} links={data.landingpage} selected={selected} hrefOf={publicHelpPage} />}
        </QueryState>
      </main>
    </div>
  );
}
