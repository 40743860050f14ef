import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useAdminData } from '../api/use-admin-data';
import { problemOf } from '../wizard-state';
import { AdminDataState } from './admin-data-state';
import type { TabProps } from './tab-props';
import { WebcamDialog } from './webcam-dialog';
import styles from './wizard.module.css';

/** Tab 1: what the person is here for, one choice with its icon; Next opens the webcam popup. */
export function HereToTab({ state, dispatch, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const admin = useAdminData();

  function next() {
    const problem = problemOf(state);
    if (problem) return showFlash(t(`problems.${problem}`));
    dispatch({ type: 'webcamOpened' });
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{t('hereTo.lead')}</p>
      {admin.data ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('tabs.hereTo')}</legend>
          {admin.data.peoplefor.map((option) => (
            <label key={option.id} className={styles.choiceCard}>
              <input
                type="radio"
                name="peoplefor"
                className="visually-hidden"
                value={option.id}
                checked={state.peopleForId === option.id}
                onChange={() => dispatch({ type: 'peopleForChosen', id: option.id })}
              />
              <img className={styles.choiceIcon} src={option.icon} alt="" width={48} height={48} />
              <span>{option.name}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <AdminDataState isError={admin.isError} onRetry={() => void admin.refetch()} />
      )}
      <div className={styles.actions}>
        <Button onClick={next} disabled={!admin.data}>
          {t('next')}
        </Button>
      </div>
      {state.webcamOpen ? (
        <WebcamDialog
          face={state.face}
          onChecked={(face) => dispatch({ type: 'faceChecked', face })}
          onRetake={() => dispatch({ type: 'faceRetaken' })}
          onAccept={() => dispatch({ type: 'faceAccepted' })}
          onClose={() => dispatch({ type: 'webcamClosed' })}
        />
      ) : null}
    </div>
  );
}
