import { Lock, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonCard as DeckPerson } from '@/shared/api/contract/discovery';
import type { ListEntry } from '@/shared/api/contract/social';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { Avatar } from './avatar';
import { MemberText, memberText } from './member-text';
import styles from './person-card.module.css';

/** What a person card shows; built from the contract's list shapes by the two helpers below. */
export interface PersonSummary {
  id: string;
  name: string;
  /** Left out when the person hides it. */
  age?: string;
  /** Left out when the person hides it. */
  location?: string;
  photo?: string;
  online?: boolean;
}

/** A visitor, liker, super-liker or match (social.ts `listEntry`): 'true' in show_age hides the age. */
export function personFromListEntry(entry: ListEntry): PersonSummary {
  return {
    id: entry.user_id,
    name: entry.user_name,
    age: entry.show_age === 'true' ? undefined : entry.age,
    location: entry.location || undefined,
    photo: entry.user_image || undefined,
    online: entry.online === '1',
  };
}

/** A person of the deck or the find-new-people grid (discovery.ts `personCard`): 'true' in show_location hides it. */
export function personFromDeck(card: DeckPerson): PersonSummary {
  return {
    id: card.user_id,
    name: card.user_name,
    age: card.age,
    location: card.show_location === 'true' ? undefined : card.location || undefined,
    photo: card.imagess[0],
  };
}

export interface PersonCardProps {
  person: PersonSummary;
  /** `tile` for the grids (photo on top), `row` for the lists (avatar beside the text). */
  variant?: 'tile' | 'row';
  /**
   * A regular member's view of a premium list (visitors, likes): the photo is blurred and the name,
   * age and place are neither shown nor read out; the card is announced as a hidden member.
   */
  blurred?: boolean;
  /** Where the card leads (a profile view path)… */
  to?: string;
  /** …or what it does when chosen (e.g. `() => requirePremium(...)`). Without either it is not interactive. */
  onOpen?: () => void;
  /** Controls beside the card, never inside its link (favourite star, three-dot menu). */
  actions?: ReactNode;
  /** A further line under the place (a chat's last message, a distance). */
  children?: ReactNode;
  className?: string;
}

/**
 * A person as the deck, the grids and the lists show them: photo, name, age, place and an online
 * dot named "Online". Put cards in a list (`<ul>` of `<li>`) so their number is announced.
 */
export function PersonCard({ person, variant = 'tile', blurred = false, to, onOpen, actions, children, className }: PersonCardProps) {
  const { t } = useTranslation('ui');
  const photo = safeImageUrl(person.photo);
  const heading = person.age ? t('person.nameAge', { name: person.name, age: person.age }) : person.name;

  const body = (
    <>
      {variant === 'row' ? (
        <Avatar src={person.photo} size="large" blurred={blurred} />
      ) : (
        <span className={styles.media}>
          {photo ? (
            <img className={styles.photo} src={photo} alt="" loading="lazy" decoding="async" draggable={false} />
          ) : (
            <UserRound className={styles.noPhoto} aria-hidden="true" />
          )}
        </span>
      )}
      {blurred ? (
        // Locked, not loading: a lock on the blurred face, and no grey bars that would read as text still to come.
        <span className={styles.lock} aria-hidden="true" data-locked="">
          <Lock />
        </span>
      ) : (
        <span className={styles.text}>
          <span className={styles.name}>{heading}</span>
          {person.location ? (
            <span className={styles.location}>
              <MapPin size={14} aria-hidden="true" />
              <MemberText>{person.location}</MemberText>
            </span>
          ) : null}
          {/* A chat's last message is the member's own text: it keeps its direction and is cut at its end. */}
          {children ? <span {...memberText(styles.extra)}>{children}</span> : null}
        </span>
      )}
      {/* After the text, so a link reads "Anna, 27, Lyon, Online"; drawn on the photo's corner. */}
      {person.online ? <span className={styles.online} role="img" aria-label={t('person.online')} /> : null}
    </>
  );

  const hiddenName = blurred ? t('person.hidden') : undefined;
  const opener = to ? (
    <Link className={styles.open} to={to} aria-label={hiddenName}>
      {body}
    </Link>
  ) : onOpen ? (
    <button type="button" className={styles.open} onClick={onOpen} aria-label={hiddenName}>
      {body}
    </button>
  ) : (
    <div className={styles.open} role={blurred ? 'img' : undefined} aria-label={hiddenName}>
      {body}
    </div>
  );

  return (
    <div className={[styles.card, styles[variant], blurred && styles.blurred, className].filter(Boolean).join(' ')} data-person-id={blurred ? undefined : person.id}>
      {opener}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
