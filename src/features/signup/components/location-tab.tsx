import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '@/shared/api/errors';
import { useClickOnce } from '@/shared/lib/use-click-once';
import { PlaceField } from '@/member/location/place-field';
import { BusyButton } from '@/shared/ui/action-button';
import { useJoin } from '../api/use-join';
import { problemOf } from '../wizard-state';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';
import { paths } from '@/shared/routing/paths';

/** Tab 4: the city, chosen from the suggestions; then 'Join with' the product creates the account. */
export function LocationTab({ state, dispatch, details, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const join = useJoin();

  // The click-once guard: a second click while joining changes nothing; an error opens it again.
  const start = useClickOnce(async () => {
    const problem = problemOf(state);
    if (problem) return showFlash(t(`problems.${problem}`));
    const { peopleForId, face, photo, place } = state;
    if (state.joining || !peopleForId || !face || !photo || !place) return;
    dispatch({ type: 'joinStarted' });
    try {
      await join.mutateAsync({ details, peopleForId, face, photo, interests: state.interests, place });
    } catch (error) {
      dispatch({ type: 'joinFailed' });
      showFlash(refusalMessage(error) ?? t('common:somethingWentWrong'));
      return;
    }
    void navigate(paths.peopleNear, { replace: true });
  });

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{t('location.lead')}</p>
      <PlaceField
        label={t('location.label')}
        placeholder={t('location.placeholder')}
        value={state.place}
        onChange={(place) => dispatch(place ? { type: 'placeChosen', place } : { type: 'placeCleared' })}
      />
      <div className={styles.actions}>
        <BusyButton onClick={() => start.run()} pending={start.pending || state.joining} pendingLabel={t('location.joining')}>
          {t('location.join', { app: t('common:appName') })}
        </BusyButton>
      </div>
    </div>
  );
}
