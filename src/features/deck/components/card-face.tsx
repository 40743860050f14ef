import { Info, MapPin, UserRound } from 'lucide-react';
import { memo, useState } from 'react';
import { useChipsThatFit } from '../use-chips-that-fit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonCard } from '@/shared/api/contract/discovery';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { MemberText, memberText } from '@/shared/ui/member-text';
import { useCardDetails } from '../api/use-card-details';
import type { Decision } from '../deck-state';
import styles from './swipe-card.module.css';

export interface CardFaceProps {
  person: PersonCard;
  /** The top card's photos can be stepped through; the cards behind show their first photo only. */
  interactive: boolean;
  /** A stamp shown in full (a card leaving by a button or a key). */
  stamp?: Decision;
  /** The person's profile view: the top card's name and info button open it. */
  profileHref?: string;
  /** Whether the card loads the bio and interests (the stack's cards), or only shows them if already loaded (a card flying off). */
  loadDetails?: boolean;
}

/**
 * What a deck card shows: the photos (tap a side for the previous or next), name, age and place,
 * two lines of the bio and up to four interests (from the person's profile: use-card-details.ts);
 * on the top card the name and an info button open the person's profile (PeopleExplore
 * is the profile "of a person from the deck or the grid": docs/product/screens-and-routes.md#signed-in-routes).
 * Memoised: when a card moves up the stack only its depth changes, not its face.
 */
export const CardFace = memo(function CardFace({ person, interactive, stamp, profileHref, loadDetails = false }: CardFaceProps) {
  const { t } = useTranslation('deck');
  const { details, pending } = useCardDetails(person.user_id, loadDetails);
  const [index, setIndex] = useState(0);
  const photos = person.imagess;
  const count = photos.length;
  const photo = safeImageUrl(photos[Math.min(index, count - 1)]);
  const nextPhoto = safeImageUrl(photos[(index + 1) % count]);
  const showLocation = person.show_location !== 'true' && person.location !== '';
  const heading = person.age ? t('card.nameAge', { name: person.user_name, age: person.age }) : person.user_name;

  return (
    <>
      <div className={styles.media}>
        {photo ? (
          <img
            className={styles.photo}
            src={photo}
            alt={count > 1 ? t('card.photo', { name: person.user_name, index: index + 1, count }) : ''}
            draggable={false}
            decoding="async"
            // The top card's photo is the deck's largest paint: it goes before the cards' behind.
            fetchPriority={interactive ? 'high' : undefined}
          />
        ) : (
          <div className={styles.noPhoto} role="img" aria-label={t('card.noPhoto', { name: person.user_name })}>
            <UserRound size={96} strokeWidth={1.25} aria-hidden="true" />
          </div>
        )}
        {/* The next photo loads before it is asked for. */}
        {interactive && count > 1 && nextPhoto ? <link rel="preload" as="image" href={nextPhoto} /> : null}
      </div>
      {count > 1 ? (
        <div className={styles.segments} aria-hidden="true">
          {photos.map((url, position) => (
            <span key={`${position}-${url}`} className={styles.segment} data-current={position === index || undefined} />
          ))}
        </div>
      ) : null}
      {interactive && count > 1 ? (
        <div className={styles.photoNav}>
          <button type="button" className={styles.photoPrevious} aria-label={t('card.previousPhoto')} onClick={() => setIndex((index - 1 + count) % count)} />
          <button type="button" className={styles.photoNext} aria-label={t('card.nextPhoto')} onClick={() => setIndex((index + 1) % count)} />
        </div>
      ) : null}
      <div className={styles.info}>
        <div className={styles.about}>
          <h2 className={styles.name}>
            {/*
             * The name opens the profile for a pointer; the info button beside it is the one tab stop
             * (two links to one place in a row would be a tab stop too many). A drag that starts on
             * either is still a swipe: the card's drag handler cancels the click that ends a drag.
             */}
            {profileHref ? (
              <Link className={styles.nameLink} to={profileHref} tabIndex={-1} draggable={false}>
                {heading}
              </Link>
            ) : (
              heading
            )}
          </h2>
          {showLocation ? (
            <p className={styles.location}>
              <MapPin size={16} aria-hidden="true" />
              <MemberText>{person.location}</MemberText>
            </p>
          ) : null}
          {/*
           * The bio (two lines at most) and the first interests as chips. While the profile loads
           * their place is held, so the name does not move up when they come in.
           */}
          {pending ? <div className={styles.detailsPlaceholder} data-details-pending aria-hidden="true" /> : null}
          {details?.bio ? (
            <div {...memberText(styles.bio)}>{details.bio}</div>
          ) : null}
          {details && details.interests.length > 0 ? <InterestChips interests={details.interests} moreInterests={details.moreInterests} /> : null}
        </div>
        {profileHref ? (
          <Link className={styles.infoButton} to={profileHref} aria-label={t('card.openProfile', { name: person.user_name })} draggable={false}>
            <Info size={24} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <span className={`${styles.stamp} ${styles.stampLike}`} data-shown={stamp === 'like' || undefined} aria-hidden="true">
        {t('card.stampLike')}
      </span>
      <span className={`${styles.stamp} ${styles.stampNope}`} data-shown={stamp === 'nope' || undefined} aria-hidden="true">
        {t('card.stampNope')}
      </span>
      <span className={`${styles.stamp} ${styles.stampSuper}`} data-shown={stamp === 'superlike' || undefined} aria-hidden="true">
        {t('card.stampSuper')}
      </span>
    </>
  );
});

/**
 * The first interests on one line, whole, and the count of the rest ("+3"), always in sight: the chips
 * that do not fit join the count. Those left out stay in the list unseen (measured, not read out).
 */
function InterestChips({ interests, moreInterests }: { interests: string[]; moreInterests: number }) {
  const { t } = useTranslation('deck');
  const { listRef, shown } = useChipsThatFit(interests.length, moreInterests, interests.join('\n'));
  const leftOut = moreInterests + interests.length - shown;
  return (
    <ul ref={listRef} className={styles.interests} aria-label={t('card.interests')}>
      {interests.map((interest, index) => {
        const { className, dir } = memberText(index < shown ? styles.chip : `${styles.chip} ${styles.chipOut}`);
        return (
          <li key={interest} className={className} dir={dir} data-chip="">
            {interest}
          </li>
        );
      })}
      {/* Always there to be measured; unseen while nothing is left out. */}
      <li
        className={leftOut > 0 ? `${styles.chip} ${styles.moreChip}` : `${styles.chip} ${styles.moreChip} ${styles.chipOut}`}
        aria-label={leftOut > 0 ? t('card.moreInterests', { count: leftOut }) : undefined}
        data-chip-count=""
        // "+3" reads the same in every language: the sign before the number, in Arabic too.
        dir="ltr"
      >
        +{Math.max(1, leftOut)}
      </li>
    </ul>
  );
}
