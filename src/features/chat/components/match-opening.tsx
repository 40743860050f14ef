import { Heart, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { safeImageUrl } from '@/shared/lib/safe-url';
import styles from './match-opening.module.css';

export interface MatchOpeningProps {
  partnerName: string;
  /** The partner's main photo url, when known. */
  partnerPhoto: string | undefined;
  /** The member's own main photo url, when known. */
  ownPhoto: string | undefined;
  /** When the two matched (epoch ms), if the data says; without it the line says only "You matched". */
  matchedAt?: number;
}

function Face({ src, alt }: { src: string | undefined; alt: string }) {
  const safe = safeImageUrl(src);
  return (
    <span className={styles.face}>
      {safe ? <img src={safe} alt={alt} draggable={false} /> : <span role="img" aria-label={alt}><UserRound size={40} aria-hidden="true" /></span>}
    </span>
  );
}

/** A new match's empty chat: both photos, when they matched, and the chat's own "say hello" line. */
export function MatchOpening({ partnerName, partnerPhoto, ownPhoto, matchedAt }: MatchOpeningProps) {
  const { t, i18n } = useTranslation(['match', 'chat']);
  const date = matchedAt === undefined ? undefined : new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }).format(matchedAt);
  return (
    <section className={styles.opening} aria-label={t('match:title')} data-testid="match-opening">
      <div className={styles.pair}>
        <Face src={ownPhoto} alt={t('match:yourPhoto')} />
        <span className={styles.heart} aria-hidden="true">
          <Heart size={18} fill="currentColor" />
        </span>
        <Face src={partnerPhoto} alt={t('match:theirPhoto', { name: partnerName })} />
      </div>
      <p className={styles.when}>{date ? t('match:matchedOn', { date }) : t('match:matched')}</p>
      <p className={styles.hint}>{t('chat:empty', { name: partnerName })}</p>
    </section>
  );
}
