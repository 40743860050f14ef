import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppOfTheDay as App } from '@/shared/api/contract/chat';
import { safeLinkUrl } from '@/shared/lib/safe-url';
import { buttonClassName } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { PhotoCarousel } from '@/shared/ui/photo-carousel';
import styles from './app-of-the-day.module.css';

/** The app of the day's dialog: its images, title, description and an Open link to its site in a new tab. */
export function AppOfTheDayDialog({ app, open, onOpenChange }: { app: App; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('messages');
  // Only a web address opens: a javascript: or data: link from the server gets no Open button.
  const site = safeLinkUrl(app.view_url_web);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={app.title} size="lg">
      <div className={styles.body}>
        <PhotoCarousel photos={app.images} name={app.title} className={styles.carousel} />
        <p className={styles.description}>
          <bdi>{app.description}</bdi>
        </p>
      </div>
      {site ? (
        <DialogActions>
          <a href={site} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
            {t('appOfTheDay.open')}
            <ExternalLink size={16} aria-hidden="true" />
            <span className="visually-hidden">{t('appOfTheDay.newTab')}</span>
          </a>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
