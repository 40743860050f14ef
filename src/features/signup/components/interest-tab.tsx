import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/ui/query-state';
import { Button } from '@/shared/ui/button';
import { useAdminData } from '../api/use-admin-data';
import { problemOf } from '../wizard-state';
import type { TabProps } from './tab-props';
import styles from './wizard.module.css';

/** Tab 3: the interests from the administrator's list, at least one. */
export function InterestTab({ state, dispatch, showFlash }: TabProps) {
  const { t } = useTranslation('signup');
  const admin = useAdminData();

  function save() {
    const problem = problemOf(state);
    if (problem) return showFlash(t(`problems.${problem}`));
    dispatch({ type: 'interestsSaved' });
  }

  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{t('interest.lead')}</p>
      <QueryState query={admin} loadingLabel={t('wizard.loadingChoices')} errorText={t('wizard.choicesFailed')}>
        {(data) => (
          <fieldset className={styles.chips}>
            <legend className="visually-hidden">{t('tabs.interest')}</legend>
            {data.interests.map(({ name }) => {
              const checked = state.interests.includes(name);
              return (
                <label key={name} className={styles.chip}>
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={checked}
                    onChange={() => dispatch({ type: 'interestToggled', name })}
                  />
                  {checked ? <Check size={16} strokeWidth={3} aria-hidden="true" /> : null}
                  {name}
                </label>
              );
            })}
          </fieldset>
        )}
      </QueryState>
      <p className={styles.help} aria-live="polite">
        {t('interest.count', { count: state.interests.length })}
      </p>
      <div className={styles.actions}>
        <Button onClick={save} disabled={!admin.data}>
          {t('interest.save')}
        </Button>
      </div>
    </div>
  );
}
