import { ChevronRight, ExternalLink, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppOfTheDay as App } from '@/shared/api/contract/chat';
import { buttonClassName } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { PhotoCarousel } from '@/shared/ui/photo-carousel';
import styles from './app-of-the-day.module.css';

/**
 * The "App of the day" row above the chats (spec 2 section 2), shown when the
 * admin enabled it; it opens a dialog with the app's images, title, description
 * and an Open link to the app's site in a new tab.
 */
export function AppOfTheDayRow({ app }: { app: App }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const thumbnail = app.images[0];
  return (
    <>
      <button type="button" className={styles.row} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={styles.icon} aria-hidden="true">
          {thumbnail ? <img src={thumbnail} alt="" className={styles.thumb} /> : <Sparkles size={24} />}
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t('appOfTheDay.label')}</span>
          <span className={styles.title}>{app.title}</span>
        </span>
        <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={app.title} size="lg">
        <div className={styles.body}>
          <PhotoCarousel photos={app.images} name={app.title} className={styles.carousel} />
          <p className={styles.description}>{app.description}</p>
        </div>
        <DialogActions>
          <a href={app.view_url_web} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
            {t('appOfTheDay.open')}
            <ExternalLink size={16} aria-hidden="true" />
            <span className="visually-hidden">{t('appOfTheDay.newTab')}</span>
          </a>
        </DialogActions>
      </Dialog>
    </>
  );
}
