import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './deck-screen.module.css';

/** No one left near the member (docs/product/screens-and-routes.md#deck): a pulse and Change Location. */
export function DeckEmpty({ onChangeLocation }: { onChangeLocation: () => void }) {
  const { t } = useTranslation('deck');
  return (
    <div className={styles.empty}>
      <span className={styles.emptyPulse} aria-hidden="true">
        <span />
      </span>
      <p className={styles.emptyTitle} role="status">
        {t('empty.title')}
      </p>
      <Button onClick={onChangeLocation}>{t('empty.changeLocation')}</Button>
    </div>
  );
}
