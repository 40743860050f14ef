import { lazy, Suspense, useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { Dialog } from '@/shared/ui/dialog';
import { NoticeRegion } from '@/shared/ui/notice';
import { Spinner } from '@/shared/ui/spinner';
import type { SignupDetails } from '../signup-rules';
import { startWizard, wizardReducer, wizardSteps, type WizardState } from '../wizard-state';
import { HereToTab } from './here-to-tab';
import { InterestTab } from './interest-tab';
import { LocationTab } from './location-tab';
import { PhotoTab } from './photo-tab';
import { WizardSteps } from './wizard-steps';
import styles from './wizard.module.css';

/**
 * Tab 5 (the code input and its texts) is a chunk of its own: the wizard opens on it only when the
 * server asks for the mail code. The form loads it beside the wizard, so opening does not wait
 * twice; until both are there the form's Suspense keeps the popup closed.
 */
const VerificationTab = lazy(async () => ({ default: (await import('./verification-tab')).VerificationTab }));

export interface SignupWizardProps {
  details: SignupDetails;
  /** webcheckemail's email_verified: 'disabled' skips the code tab. */
  emailVerified: string;
  onClose: () => void;
  /** Where to start instead of the beginning (stories show each tab this way). */
  initialState?: WizardState;
}

/**
 * The sign-up popup (docs/product/screens-and-routes.md#sign-up-wizard): tabs 5, 1, 2, 3 and 4, one after
 * the other. Escape and clicks outside do not close it, so a slip of the hand
 * does not throw the steps away; the close button does.
 */
export function SignupWizard({ details, emailVerified, onClose, initialState }: SignupWizardProps) {
  // The location tab's city field speaks the 'location' texts: loaded with the wizard, so reaching
  // tab 4 does not wait for them (a wait there hid the popup and sent the focus behind it).
  const { t } = useTranslation(['signup', 'location']);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialState ?? startWizard(emailVerified));
  const { notice, show: showFlash } = useNotice(NOTICE_MS.signup);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const position = wizardSteps(state).find((step) => step.tab === state.tab)?.position;

  // Each new tab is announced by moving the focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.tab]);

  const tabProps = { state, dispatch, details, showFlash };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('wizard.title')}
      size="md"
      className={styles.sheet}
      closeLabel={t('wizard.close')}
      closeOnEscape={false}
      closeOnOutsidePress={false}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        headingRef.current?.focus();
      }}
    >
      <WizardSteps state={state} />
      <section className={styles.body} aria-labelledby={headingId}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.tabHeading}>
          <span className={styles.tabNumber} aria-hidden="true">
            {position}
          </span>
          {t(`tabs.${state.tab}`)}
        </h3>
        {state.tab === 'verification' ? <VerificationTab {...tabProps} /> : null}
        {/* A later step that still waits for its code or texts waits here, inside the popup: the popup and the focus stay. */}
        <Suspense fallback={<Spinner />}>
          {state.tab === 'hereTo' ? <HereToTab {...tabProps} /> : null}
          {state.tab === 'photo' ? <PhotoTab {...tabProps} /> : null}
          {state.tab === 'interest' ? <InterestTab {...tabProps} /> : null}
          {state.tab === 'location' ? <LocationTab {...tabProps} /> : null}
        </Suspense>
      </section>
      <NoticeRegion notice={notice} className={styles.flash} />
    </Dialog>
  );
}
