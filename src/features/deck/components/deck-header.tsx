import { Crown, Rocket, SlidersHorizontal } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import styles from './deck-screen.module.css';

export interface DeckHeaderProps {
  boostPending: boolean;
  onBoost: () => void;
  isPremium: boolean;
  onPremium: () => void;
}

/** The title, the boost and filter tools, and for regular members the "Become a Premium Member" prompt. */
export const DeckHeader = memo(function DeckHeader({ boostPending, onBoost, isPremium, onPremium }: DeckHeaderProps) {
  const { t } = useTranslation('deck');
  return (
    <>
      <header className={styles.header}>
        <h1 id="deck-title" className={styles.title}>
          {t('title')}
        </h1>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('boost.open')}
            aria-busy={boostPending || undefined}
            aria-disabled={boostPending || undefined}
            onClick={onBoost}
          >
            <Rocket aria-hidden="true" />
          </button>
          <Link className={styles.tool} to={paths.filter} aria-label={t('filter')}>
            <SlidersHorizontal aria-hidden="true" />
          </Link>
        </div>
      </header>

      {isPremium ? null : (
        <button
          type="button"
          className={styles.premiumPrompt}
          aria-label={t('premium.prompt')}
          aria-describedby="deck-premium-why"
          onClick={onPremium}
        >
          <Crown size={18} aria-hidden="true" />
          <span className={styles.premiumText}>{t('premium.prompt')}</span>
          <span id="deck-premium-why" className={styles.premiumWhy}>{t('premium.why')}</span>
        </button>
      )}
    </>
  );
});
