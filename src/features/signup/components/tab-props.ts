import type { Dispatch } from 'react';
import type { NoticeTone } from '@/shared/lib/use-notice';
import type { SignupDetails } from '../signup-rules';
import type { WizardAction, WizardState } from '../wizard-state';

/** What every wizard tab gets: the state, the way to change it, the form's details and the message line. */
export interface TabProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  details: SignupDetails;
  showFlash: (text: string, tone?: NoticeTone) => void;
}
