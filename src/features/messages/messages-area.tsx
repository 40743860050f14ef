import { MessagesSquare } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { paths } from '@/shared/routing/paths';
import { Spinner } from '@/shared/ui/spinner';
import { MessagesScreen } from './messages-screen';
import styles from './messages-area.module.css';

/**
 * The widths that show the chat list and the open chat side by side. Same as messages-area.module.css.
 * From 1200 px: most laptops are 1,280 to 1,440 px wide, and there the list and the chat stand side by side, as
 * Tinder, Bumble and WhatsApp web show them (the list's pane takes its 300 px, the chat the rest beside the sidebar).
 * Below, a chat keeps the whole page as docs/product/screens-and-routes.md#chat-screen describes it.
 */
export const SPLIT_SCREEN = '(min-width: 1200px)';

/**
 * /app/Message and the chats under it (/app/Message/MessageNew/{receiverid}/{chatid}).
 * On a wide screen the list and the open chat stand side by side: the list stays
 * mounted from chat to chat (its scroll, filter and search kept) and marks the open
 * one; with no chat open, the other pane invites the member to pick one. On a
 * narrower screen one at a time: the list, or the chat (its route's screen, the Outlet).
 */
export function MessagesArea() {
  const split = useMediaQuery(SPLIT_SCREEN);
  const openChat = useMatch(paths.chat.pattern);
  if (!split) return openChat ? <Outlet /> : <MessagesScreen />;
  return (
    <div className={styles.split}>
      <div className={styles.listPane} data-testid="chat-list-pane">
        <MessagesScreen openChatId={openChat?.params.chatId} inPane />
      </div>
      <div className={styles.chatPane} data-testid="chat-pane">
        {openChat ? (
          // The chat's chunk loads inside its pane: the list beside it stays as it is.
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        ) : (
          <NoChatOpen />
        )}
      </div>
    </div>
  );
}

/** The right pane at /app/Message on a wide screen, before a chat is picked. */
function NoChatOpen() {
  const { t } = useTranslation('messages');
  return (
    <div className={styles.pick}>
      <span className={styles.pickBadge} aria-hidden="true">
        <MessagesSquare size={40} />
      </span>
      <h2 className={styles.pickTitle}>{t('pick.title')}</h2>
      <p className={styles.pickText}>{t('pick.text')}</p>
    </div>
  );
}
