import { Phone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { refusalMessage } from '@/shared/api/errors';
import { keepNameCharacters, type Gender, NAME_MAX, PROFILE_TEXT_MAX } from '@/shared/api/rules';
import { useCallMutation } from '@/shared/api/use-call-mutation';
import { useSubmitOnce } from '@/shared/lib/use-click-once';
import { NOTICE_MS, useNotice, type NoticeMessage } from '@/shared/lib/use-notice';
import { useOwnProfile } from '@/member/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { SubmitButton } from '@/shared/ui/action-button';
import { BackLink } from '@/shared/ui/back-link';
import { NoticeBanner } from '@/shared/ui/notice';
import { CharacterLimit } from '@/shared/ui/character-limit';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { detailsProblem, detailsToSend, type ProfileDetails } from './profile-rules';
import styles from './edit-profile-page.module.css';

/** The product's order of the gender radio (docs/product/screens-and-routes.md#edit-profile). */
const GENDER_CHOICES: readonly Gender[] = ['female', 'male', 'other'];

/** What the phone page hands back to this one: its outcome, shown here as a banner. */
export interface EditProfileState {
  notice?: NoticeMessage;
}

/**
 * /app/Profile/EditProfile (docs/product/screens-and-routes.md#edit-profile): the phone row (to Editphonefirebase), the
 * name, read-only email and age, gender, About You, Job, Company and School; Save answers with the
 * server's message. A failed load goes to /app/NotFound (docs/product/messages.md#where-a-failure-leads).
 */
export function EditProfileScreen() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  if (profile.isError) return <Navigate to={paths.notFound} replace />;
  return (
    <div className={styles.page}>
      <BackLink to={paths.profile}>{t('backToProfile')}</BackLink>
      <h1 className={styles.title}>{t('edit.title')}</h1>
      {profile.data ? <EditForm member={profile.data} /> : <Spinner label={t('loading')} />}
    </div>
  );
}

function EditForm({ member }: { member: OwnProfile }) {
  const { t } = useTranslation('profile');
  const { userId } = useSignedInSession();
  const location = useLocation();
  const save = useCallMutation('websetprofile');
  const nameId = useId();
  const [details, setDetails] = useState<ProfileDetails>(() => ({
    user_name: member.user_name,
    gender: member.gender,
    bio: member.bio,
    job: member.job,
    company: member.company,
    school: member.school,
  }));
  const [nameError, setNameError] = useState<string | undefined>();
  // The profile edit's banner stays 2 s (docs/product/rules-and-timings.md#timings).
  const { notice, show } = useNotice(NOTICE_MS.error);

  // The phone page's outcome ('Successfully updated', or the number already registered).
  const handedBack = (location.state as EditProfileState | null)?.notice;
  useEffect(() => {
    if (handedBack) show(handedBack.text, handedBack.tone);
  }, [handedBack, show]);

  const { onSubmit, pending } = useSubmitOnce(async () => {
    const problem = detailsProblem(details);
    if (problem === 'nameRequired' || problem === 'nameLength') {
      setNameError(t(`edit.${problem}`));
      document.getElementById(nameId)?.focus();
      return;
    }
    setNameError(undefined);
    try {
      const answer = await save.mutateAsync({ user_id: userId, ...detailsToSend(details) });
      show(answer.message, 'success');
    } catch (error) {
      show(refusalMessage(error) ?? t('common:somethingWentWrong'));
    }
  });

  const change = <K extends keyof ProfileDetails>(key: K, value: ProfileDetails[K]) => setDetails((current) => ({ ...current, [key]: value }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.phoneRow}>
        <Phone size={20} aria-hidden="true" className={styles.phoneIcon} />
        <div className={styles.phoneText}>
          <span className={styles.phoneLabel}>{t('edit.phone')}</span>
          <span dir="ltr" className={styles.phoneValue}>
            {member.phone || t('edit.noPhone')}
          </span>
        </div>
        <Link to={paths.changePhone} className={styles.phoneLink} aria-label={t('edit.changePhone')}>
          {t('edit.change')}
        </Link>
      </div>

      <TextField
        id={nameId}
        label={t('edit.name')}
        value={details.user_name}
        maxLength={NAME_MAX}
        autoComplete="name"
        required
        error={nameError}
        onChange={(event) => change('user_name', keepNameCharacters(event.target.value))}
      />
      <div className={styles.pair}>
        <TextField label={t('edit.email')} value={member.email} readOnly dir="ltr" />
        <TextField label={t('edit.age')} value={member.age} readOnly />
      </div>

      <fieldset className={styles.genders}>
        <legend className={styles.legend}>{t('edit.gender')}</legend>
        {GENDER_CHOICES.map((gender) => (
          <label key={gender} className={styles.radio} data-checked={details.gender === gender || undefined}>
            <input type="radio" name="gender" value={gender} checked={details.gender === gender} onChange={() => change('gender', gender)} />
            <span>{t(`gender.${gender}`)}</span>
          </label>
        ))}
      </fieldset>

      <LimitedText label={t('edit.bio')} value={details.bio} onChange={(value) => change('bio', value)} multiline />
      <LimitedText label={t('edit.job')} value={details.job} onChange={(value) => change('job', value)} />
      <LimitedText label={t('edit.company')} value={details.company} onChange={(value) => change('company', value)} />
      <LimitedText label={t('edit.school')} value={details.school} onChange={(value) => change('school', value)} />

      <SubmitButton block pending={pending} pendingLabel={t('saving')}>
        {t('save')}
      </SubmitButton>
      <NoticeBanner notice={notice} />
    </form>
  );
}

/** A text of at most 60 characters, with its limit, counter and warning near the end (About You is a few lines). */
function LimitedText({ label, value, onChange, multiline = false }: { label: string; value: string; onChange: (value: string) => void; multiline?: boolean }) {
  const id = useId();
  const limit = <CharacterLimit id={id} length={value.length} max={PROFILE_TEXT_MAX} />;
  if (!multiline) {
    return (
      <div className={styles.limited}>
        <TextField id={id} label={label} value={value} maxLength={PROFILE_TEXT_MAX} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-limit`} />
        {limit}
      </div>
    );
  }
  return (
    <div className={styles.limited}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={2}
        maxLength={PROFILE_TEXT_MAX}
        aria-describedby={`${id}-limit`}
        onChange={(event) => onChange(event.target.value)}
      />
      {limit}
    </div>
  );
}
