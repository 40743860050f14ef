import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { QueryState } from '@/shared/ui/query-state';
import { Button } from '@/shared/ui/button';
import { useAdminData } from '../api/use-admin-data';
import { problemOf } from '../wizard-state';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';

// The webcam popup (camera, capture, face check) is a chunk of its own, fetched as soon as this tab shows.
const loadWebcamDialog = () => import('./webcam-dialog');
const WebcamDialog = lazy(async () => ({ default: (await loadWebcamDialog()).WebcamDialog }));

/** Tab 1: what the person is here for, one choice with its icon; Next opens the webcam popup. */
export function HereToTab({ state, dispatch, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const admin = useAdminData();
  useEffect(() => void loadWebcamDialog(), []);

  function next() {
    const problem = problemOf(state);
    if (problem) return showFlash(t(`problems.${problem}`));
    dispatch({ type: 'webcamOpened' });
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{t('hereTo.lead')}</p>
      <QueryState query={admin} loadingLabel={t('wizard.loadingChoices')} errorText={t('wizard.choicesFailed')}>
        {(data) => (
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">{t('tabs.hereTo')}</legend>
            {data.peoplefor.map((option) => (
              <label key={option.id} className={styles.choiceCard}>
                <input
                  type="radio"
                  name="peoplefor"
                  className="visually-hidden"
                  value={option.id}
                  checked={state.peopleForId === option.id}
                  onChange={() => dispatch({ type: 'peopleForChosen', id: option.id })}
                />
                <img className={styles.choiceIcon} src={safeImageUrl(option.icon)} alt="" width={48} height={48} />
                <span>{option.name}</span>
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
      <div className={styles.actions}>
        <Button onClick={next} disabled={!admin.data}>
          {t('next')}
        </Button>
      </div>
      {state.webcamOpen ? (
        <Suspense fallback={null}>
          <WebcamDialog
            face={state.face}
            onChecked={(face) => dispatch({ type: 'faceChecked', face })}
            onRetake={() => dispatch({ type: 'faceRetaken' })}
            onAccept={() => dispatch({ type: 'faceAccepted' })}
            onClose={() => dispatch({ type: 'webcamClosed' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
