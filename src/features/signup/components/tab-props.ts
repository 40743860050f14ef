import type { Dispatch } from 'react';
import type { SignupDetails } from '../signup-rules';
import type { Flash } from '../use-flash';
import type { WizardAction, WizardState } from '../wizard-state';

/** What every wizard tab gets: the state, the way to change it, the form's details and the message line. */
export interface TabProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  details: SignupDetails;
  showFlash: (text: string, tone?: Flash['tone']) => void;
}
