import { ChevronRight, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppOfTheDay as App } from '@/shared/api/contract/chat';
import { safeImageUrl } from '@/shared/lib/safe-url';
import styles from './app-of-the-day.module.css';

// The dialog (Radix, the photo carousel) loads when first opened: most visits to the list never open it.
const AppOfTheDayDialog = lazy(async () => ({ default: (await import('./app-of-the-day-dialog')).AppOfTheDayDialog }));

/**
 * The "App of the day" row above the chats (docs/product/screens-and-routes.md#chat-list), shown when the
 * admin enabled it; it opens a dialog with the app's images, title, description
 * and an Open link.
 */
export function AppOfTheDayRow({ app }: { app: App }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const thumbnail = safeImageUrl(app.images[0]);
  return (
    <>
      <button
        type="button"
        className={styles.row}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <span className={styles.icon} aria-hidden="true">
          {thumbnail ? <img src={thumbnail} alt="" className={styles.thumb} /> : <Sparkles size={24} />}
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t('appOfTheDay.label')}</span>
          <span className={styles.title}>{app.title}</span>
        </span>
        <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <AppOfTheDayDialog app={app} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
