import { UserRound } from 'lucide-react';
import { safeImageUrl } from '@/shared/lib/safe-url';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The photo's URL as the server sent it: an unsafe or missing one draws a placeholder face. */
  src: string | null | undefined;
  /** 48 px, or 56 px for the list rows; a parent's `--avatar-size` sets any other. */
  size?: 'medium' | 'large';
  /** A dot on the circle; the caller says "online" in words where the person is named. */
  online?: boolean;
  /** A ring around the photo: `brand` for the member's own, `soft` for someone else's. */
  ring?: 'brand' | 'soft';
  /** A regular member's view of a premium list: the face stays a blur. */
  blurred?: boolean;
  className?: string;
}

/**
 * A person's small round photo, the same everywhere: cropped to a circle (never squeezed into an
 * oval), with its online dot on that circle. Decorative: the name beside it or the link around it
 * says whose it is.
 */
export function Avatar({ src, size = 'medium', online = false, ring, blurred = false, className }: AvatarProps) {
  const photo = safeImageUrl(src);
  const classes = [styles.avatar, size === 'large' && styles.large, ring && styles[ring], blurred && styles.blurred, className];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <span className={styles.frame}>
        {photo ? (
          <img className={styles.photo} src={photo} alt="" loading="lazy" decoding="async" draggable={false} />
        ) : (
          <UserRound className={styles.placeholder} aria-hidden="true" />
        )}
      </span>
      {online ? <span className={styles.dot} aria-hidden="true" /> : null}
    </span>
  );
}
