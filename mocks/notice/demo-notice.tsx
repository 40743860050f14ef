import { useTranslation } from 'react-i18next';
import styles from './demo-notice.module.css';

interface DemoNoticeProps {
  onOpenControls: () => void;
  onDismiss: () => void;
}

/**
 * Tells a first-time visitor that this is a demo on made-up data, and where the
 * demo accounts and the Demo controls are. Product-facing, so in every language
 * (locales/<lang>/demo.json), unlike the controls themselves.
 */
export function DemoNotice({ onOpenControls, onDismiss }: DemoNoticeProps) {
  const { t } = useTranslation('demo');
  return (
    <aside className={styles.notice} aria-label={t('notice.label')}>
      <p className={styles.text}>
        <strong>{t('notice.title')}</strong> {t('notice.text')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onOpenControls}>
          {t('notice.openControls')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDismiss}>
          {t('notice.dismiss')}
        </button>
      </div>
    </aside>
  );
}
