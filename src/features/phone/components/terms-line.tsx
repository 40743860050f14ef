import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './terms-line.module.css';
import { paths } from '@/shared/routing/paths';

/** 'By using our services you are agreeing to Terms and Conditions', the last words linking to /helpmain. */
export function TermsLine() {
  const { t } = useTranslation('phone');
  return (
    <p className={styles.terms}>
      <Trans t={t} i18nKey="terms" components={{ terms: <Link to={paths.publicHelp} /> }} />
    </p>
  );
}
