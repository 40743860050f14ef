import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { wizardSteps, type WizardState } from '../wizard-state';
import styles from './wizard.module.css';

/** Where the person is in the wizard: the steps numbered in the order they come, done ones ticked. */
export function WizardSteps({ state }: { state: WizardState }) {
  const { t } = useTranslation('signup');
  const steps = wizardSteps(state);
  const currentIndex = steps.findIndex((step) => step.tab === state.tab);
  return (
    <ol className={styles.steps} aria-label={t('wizard.steps')}>
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const current = index === currentIndex;
        return (
          <li
            key={step.tab}
            className={[styles.step, done && styles.stepDone, current && styles.stepCurrent].filter(Boolean).join(' ')}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {done ? <Check size={14} strokeWidth={3} /> : step.position}
            </span>
            <span className={styles.stepLabel}>
              {t(`tabs.${step.tab}`)}
              {done ? <span className="visually-hidden"> {t('wizard.done')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
