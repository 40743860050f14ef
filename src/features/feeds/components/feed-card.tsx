import { Briefcase, Building2, GraduationCap, Heart, MapPin, PenLine, Quote } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '@/shared/api/contract/social';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { Avatar } from '@/shared/ui/avatar';
import { feedKindOf, type TextField } from '../feed-kind';
import { feedTime } from '../feed-time';
import styles from './feed-card.module.css';

const fieldIcons: Record<TextField, typeof Briefcase> = {
  job: Briefcase,
  company: Building2,
  school: GraduationCap,
  bio: Quote,
  other: PenLine,
};

export interface FeedCardProps {
  entry: FeedEntry;
  liked: boolean;
  /** Sends the like; the button stays locked until it settles. */
  onLike: (entry: FeedEntry) => Promise<unknown>;
}

/**
 * One feed entry: who (photo and name), what (a photo large, a place with its
 * pin, or the profile field they changed), when, and the like button. Member
 * texts are plain text. Once liked, the button stays pressed and refuses presses
 * (docs/product/flows.md#feed-like: it cannot be liked again).
 */
export function FeedCard({ entry, liked, onLike }: FeedCardProps) {
  const { t, i18n } = useTranslation('feeds');
  const headingId = useId();
  const kind = feedKindOf(entry);
  const time = feedTime(entry.feed_time, i18n.language);
  const { run, pending } = useClickOnce(() => onLike(entry));
  const what =
    kind.layout === 'image' ? t('kind.image') : kind.layout === 'location' ? t('kind.location') : t(`kind.${kind.field}`);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Avatar src={entry.user_image} ring="soft" />
        <div className={styles.who}>
          <h2 id={headingId} className={styles.name}>
            <bdi>{entry.user_name}</bdi>
          </h2>
          <p className={styles.what}>
            {what}
            {time ? (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={time.iso}>{time.label}</time>
              </>
            ) : null}
          </p>
        </div>
      </header>

      {kind.layout === 'image' ? (
        <figure className={styles.figure}>
          <div className={styles.photos} data-count={Math.min(kind.photos.length, 2)}>
            {kind.photos.slice(0, 2).map((photo, index) => (
              <img
                key={`${index}-${photo}`}
                src={safeImageUrl(photo)}
                alt={t('photoAlt', { name: entry.user_name, index: index + 1, count: Math.min(kind.photos.length, 2) })}
                className={styles.photo}
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
          {kind.caption ? <figcaption className={styles.caption}>
              <bdi>{kind.caption}</bdi>
            </figcaption> : null}
        </figure>
      ) : kind.layout === 'location' ? (
        <div className={styles.place}>
          <span className={styles.pin} aria-hidden="true">
            <MapPin size={28} strokeWidth={2.25} />
          </span>
          <p className={styles.placeText}>
            <span className={styles.placeLabel}>{t('livesIn')}</span>
            <span className={styles.placeName}>
              <bdi>{kind.place}</bdi>
            </span>
          </p>
        </div>
      ) : (
        <TextUpdate field={kind.field} text={kind.text} />
      )}

      <footer className={styles.footer}>
        <button
          type="button"
          className={styles.like}
          aria-pressed={liked}
          aria-disabled={liked || pending || undefined}
          aria-busy={pending || undefined}
          aria-label={t('like', { name: entry.user_name })}
          onClick={() => {
            if (!liked) run();
          }}
        >
          <Heart size={22} aria-hidden="true" className={styles.heart} fill={liked ? 'currentColor' : 'none'} />
          <span aria-hidden="true">{liked ? t('liked') : t('likeShort')}</span>
        </button>
      </footer>
    </article>
  );
}

function TextUpdate({ field, text }: { field: TextField; text: string }) {
  const { t } = useTranslation('feeds');
  const Icon = fieldIcons[field];
  return (
    <div className={styles.textUpdate} data-field={field}>
      <span className={styles.fieldIcon} aria-hidden="true">
        <Icon size={20} />
      </span>
      <p className={styles.textBody}>
        <span className={styles.fieldLabel}>{t(`field.${field}`)}</span>
        <span className={styles.fieldText}>
          <bdi>{text}</bdi>
        </span>
      </p>
    </div>
  );
}

/** The card's shape while the feed loads, so nothing jumps when it arrives. */
export function FeedCardSkeleton({ withPhoto }: { withPhoto: boolean }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.header}>
        <span className={`${styles.avatarBone} ${styles.bone}`} />
        <div className={styles.who}>
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ inlineSize: '40%' }} />
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ inlineSize: '60%' }} />
        </div>
      </div>
      {withPhoto ? <div className={`${styles.bone} ${styles.bonePhoto}`} /> : <div className={`${styles.bone} ${styles.boneBlock}`} />}
      <div className={styles.footer}>
        <span className={`${styles.bone} ${styles.boneButton}`} />
      </div>
    </div>
  );
}
