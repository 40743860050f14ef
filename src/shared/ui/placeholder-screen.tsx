import { useTranslation } from 'react-i18next';
import styles from './placeholder-screen.module.css';

/** Stands in for a screen a later issue builds, and says which one (`screen` is a key of common:screens). */
export function PlaceholderScreen({ screen }: { screen: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.placeholder} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className={styles.title}>
        {t(`screens.${screen}`)}
      </h1>
      <p className={styles.text}>{t('placeholder')}</p>
    </section>
  );
}
