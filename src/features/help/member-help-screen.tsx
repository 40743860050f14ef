import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSignedInSession } from '@/shared/session/use-session';
import { Spinner } from '@/shared/ui/spinner';
import { useHelpPages } from './api/use-help-pages';
import { HelpView } from './components/help-view';
import styles from './member-help-page.module.css';
import { paths } from '@/shared/routing/paths';

/**
 * /app/Help and /app/Help/{Id}, inside the shell. A failed load, or a page id
 * the server does not know, goes to /app/NotFound (docs/product/messages.md#where-a-failure-leads).
 */
export function MemberHelpScreen() {
  const { t } = useTranslation('help');
  const { userId } = useSignedInSession();
  const { id } = useParams();
  const help = useHelpPages(userId);

  if (help.isError) return <Navigate to={paths.notFound} replace />;
  if (!help.data) return <Spinner label={t('loading')} />;
  const pages = help.data.helppages;
  const selected = id === undefined ? pages[0] : pages.find((page) => page.id === id);
  if (id !== undefined && !selected) return <Navigate to={paths.notFound} replace />;

  return (
    <div className={styles.page}>
      <HelpView pages={pages} links={help.data.landingpage} selected={selected} hrefOf={(pageId) => paths.helpPage.to({ id: pageId })} />
    </div>
  );
}
