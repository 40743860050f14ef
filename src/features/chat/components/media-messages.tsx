import { useTranslation } from 'react-i18next';
import type { FeedContent } from '@/shared/api/contract/social';
import { safeAudioUrl, safeImageUrl } from '@/shared/lib/safe-url';
import styles from './message-item.module.css';

/** The message types other than text: image and gif as pictures, a voice message as a player, a feed post as a small card. */

export function ImageMessage({ src, alt }: { src: string; alt: string }) {
  const safe = safeImageUrl(src);
  // A picture whose address is not one an image may have is shown as its name alone.
  return safe ? <img className={styles.image} src={safe} alt={alt} loading="lazy" decoding="async" /> : <span className={styles.image} role="img" aria-label={alt} />;
}

export function AudioMessage({ src, label }: { src: string; label: string }) {
  // Reached with the arrow keys inside the conversation (message-list.tsx), not with Tab: a negative tabindex also keeps its player's buttons out.
  return <audio className={styles.audio} src={safeAudioUrl(src)} controls preload="none" aria-label={label} tabIndex={-1} data-message-action="" />;
}

export function FeedMessage({ feeds }: { feeds: FeedContent | undefined }) {
  const { t } = useTranslation('chat');
  const image = safeImageUrl(feeds?.feed_content_images[0]);
  return (
    <figure className={styles.feed}>
      {image ? <img className={styles.feedImage} src={image} alt={t('feedPhoto')} loading="lazy" decoding="async" /> : null}
      <figcaption>
        <span className={styles.feedLabel}>{t('feedPost')}</span>
        {feeds?.feed_content ? (
          <span className={styles.feedText} dir="auto">
            {feeds.feed_content}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
