import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ageOn,
  DEFAULT_GENDER,
  EARLIEST_BIRTH_DATE,
  GENDERS,
  isBirthDateAllowed,
  keepNameCharacters,
  latestBirthDate,
  localCalendarDate,
  NAME_MAX,
  PASSWORD_MAX,
} from '@/shared/api/rules';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { readSignupPhone, readSocialIdentity } from '@/shared/session/signup-cookies';
import { NOTICE_MS } from '@/shared/lib/use-notice';
import { SubmitButton } from '@/shared/ui/action-button';
import { NoticeRegion } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import { useStartSignup } from './api/use-start-signup';
import { isMissing, SIGNUP_FIRST_PROBLEMS, signupFormSchema, type SignupDetails } from './signup-rules';
import styles from './signup-form.module.css';
import { paths } from '@/shared/routing/paths';

// The wizard and its first tab (the mail code) load together while the mail check runs, not with the form.
const loadWizard = () => Promise.all([import('./components/signup-wizard'), import('./components/verification-tab')]);
const SignupWizard = lazy(async () => ({ default: (await loadWizard())[0].SignupWizard }));

/**
 * The Signup tab (docs/product/flows.md#sign-up, docs/product/rules-and-timings.md#validation): the member's details, checked here
 * first, then by the mail and phone checks; the wizard popup follows. A new
 * person coming from the social login or the SMS check finds their mail, name
 * or phone already filled in.
 */
export function SignupForm() {
  const { t } = useTranslation('signup');
  const ids = useId();
  const [today] = useState(() => localCalendarDate(Date.now()));
  const schema = useMemo(() => signupFormSchema(today), [today]);
  const [prefill] = useState(() => ({ social: readSocialIdentity(), phone: readSignupPhone() }));
  const start = useStartSignup();
  const [wizard, setWizard] = useState<{ details: SignupDetails; emailVerified: string } | null>(null);
  // Messages stay 4 s here; Continue runs once until the checks answer: three clicks in one task send one mail check.
  const form = useNoticeForm({
    schema,
    defaultValues: {
      name: keepNameCharacters(prefill.social?.name ?? ''),
      email: prefill.social?.email ?? '',
      password: '',
      dob: '',
      gender: DEFAULT_GENDER,
      phone: prefill.phone,
    },
    describe: (problem) => t(`problems.${problem}`),
    firstProblems: SIGNUP_FIRST_PROBLEMS,
    noticeMs: NOTICE_MS.signup,
    // The hook clears the form's last message first: it does not follow the person into the wizard.
    onValid: async (values) => {
      const details: SignupDetails = { ...values, age: ageOn(values.dob, today) ?? 0 };
      void loadWizard();
      setWizard({ details, emailVerified: await start.mutateAsync(details) });
    },
  });
  const { register, control, formState, notice: message, clear: clearMessage } = form;
  const dob = useWatch({ control, name: 'dob' });
  const age = dob && isBirthDateAllowed(dob, today) ? ageOn(dob, today) : null;
  const errors = formState.errors;
  const invalid = (field: keyof typeof errors) => (errors[field] ? true : undefined);
  // After a refused submit the form checks again at each change: an empty field loses its mark once filled.
  const missingMessage = (field: keyof typeof errors) => (isMissing(errors[field]?.message) ? t('fieldRequired') : undefined);

  // 'Please fill the details' goes as soon as nothing is missing any more, not only when its time is up.
  // Only once the refused submit's marks are in: the message shows a moment before them.
  const askingToFill = message?.text === t('problems.fillDetails');
  const nothingMissing = formState.isSubmitted && !Object.values(errors).some((error) => isMissing(error?.message));
  useEffect(() => {
    if (askingToFill && nothingMissing) clearMessage();
  }, [askingToFill, nothingMissing, clearMessage]);

  const name = register('name');
  return (
    <>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <p className={styles.requiredNote}>{t('requiredNote')}</p>
        <TextField
          label={t('name')}
          required
          error={missingMessage('name')}
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-invalid={invalid('name')}
          aria-describedby={`${ids}-name-hint`}
          {...name}
          onChange={(event) => {
            event.target.value = keepNameCharacters(event.target.value);
            void name.onChange(event);
          }}
        />
        <p id={`${ids}-name-hint`} className={styles.hint}>
          {t('nameHint')}
        </p>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          error={missingMessage('email')}
          aria-invalid={invalid('email')}
          {...register('email')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          error={missingMessage('password')}
          aria-invalid={invalid('password')}
          aria-describedby={`${ids}-password-hint`}
          {...register('password')}
        />
        <p id={`${ids}-password-hint`} className={styles.hint}>
          {t('passwordHint')}
        </p>
        <div className={styles.birth}>
          <TextField
            label={t('dob')}
            type="date"
            min={EARLIEST_BIRTH_DATE}
            max={latestBirthDate(today)}
            autoComplete="bday"
            required
            error={missingMessage('dob')}
            aria-invalid={invalid('dob')}
            {...register('dob')}
          />
          <div className={styles.age}>
            <span className={styles.ageLabel} id={`${ids}-age`}>
              {t('age')}
            </span>
            <output className={styles.ageValue} aria-labelledby={`${ids}-age`} aria-live="polite">
              {age ?? '–'}
            </output>
          </div>
        </div>
        <fieldset className={styles.gender}>
          <legend className={styles.legend}>{t('gender')}</legend>
          <div className={styles.genderChoices}>
            {GENDERS.map((gender) => (
              <label key={gender} className={styles.genderChoice}>
                <input type="radio" value={gender} {...register('gender')} />
                <span>{t(`genders.${gender}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          placeholder="+33 6 12 34 56 78"
          required
          error={missingMessage('phone')}
          aria-invalid={invalid('phone')}
          aria-describedby={`${ids}-phone-hint`}
          {...register('phone')}
        />
        <p id={`${ids}-phone-hint`} className={styles.hint}>
          {t('phoneHint')} <Link to={paths.signupFirebase}>{t('verifyBySms')}</Link>
        </p>
        <NoticeRegion notice={message} live="assertive" className={styles.message} />
        <SubmitButton block pending={form.pending} pendingLabel={t('checking')}>
          {t('continue')}
        </SubmitButton>
      </form>
      {wizard ? (
        <Suspense fallback={null}>
          <SignupWizard details={wizard.details} emailVerified={wizard.emailVerified} onClose={() => setWizard(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
