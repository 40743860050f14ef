import { Phone } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { OwnProfile } from '@/shared/api/contract/profile';
import type { z } from 'zod/mini';
import { keepNameCharacters, type Gender, NAME_MAX, PROFILE_TEXT_MAX } from '@/shared/api/rules';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import type { NoticeMessage } from '@/shared/lib/use-notice';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { useSignedInSession } from '@/shared/session/use-session';
import { SubmitButton } from '@/shared/ui/action-button';
import { BackLink } from '@/shared/ui/back-link';
import { NoticeBanner } from '@/shared/ui/notice';
import { CharacterLimit } from '@/shared/ui/character-limit';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { useSaveProfile } from './api/use-save-profile';
import { profileDetailsSchema, type ProfileDetails } from './profile-rules';
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
  const save = useSaveProfile();
  // The banner stays 2 s (docs/product/rules-and-timings.md#timings); a name problem is said under the name
  // until the next Save, and sends nothing.
  const form = useNoticeForm({
    schema: profileDetailsSchema,
    defaultValues: {
      user_name: member.user_name,
      gender: member.gender,
      bio: member.bio,
      job: member.job,
      company: member.company,
      school: member.school,
    },
    describe: (problem) => (problem === 'textTooLong' ? t('common:characterLimit.upTo', { max: PROFILE_TEXT_MAX }) : null),
    recheck: 'onSubmit',
    onValid: async (details) => {
      const answer = await save.mutateAsync({ user_id: userId, ...details });
      form.show(answer.message, 'success');
    },
  });
  const { register, control, show } = form;
  const nameError = form.formState.errors.user_name?.message;
  const name = register('user_name');
  const gender = useWatch({ control, name: 'gender' });

  // The phone page's outcome ('Successfully updated', or the number already registered).
  const handedBack = (location.state as EditProfileState | null)?.notice;
  useEffect(() => {
    if (handedBack) show(handedBack.text, handedBack.tone);
  }, [handedBack, show]);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
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
        label={t('edit.name')}
        // What a member types keeps its own direction: an English name or bio in the Arabic page ends where it should.
        dir="auto"
        maxLength={NAME_MAX}
        autoComplete="name"
        required
        error={nameError === 'nameRequired' || nameError === 'nameLength' ? t(`edit.${nameError}`) : undefined}
        {...name}
        onChange={(event) => {
          // Only letters and spaces can be typed.
          event.target.value = keepNameCharacters(event.target.value);
          void name.onChange(event);
        }}
      />
      <div className={styles.pair}>
        <TextField label={t('edit.email')} value={member.email} readOnly dir="ltr" />
        <TextField label={t('edit.age')} value={member.age} readOnly />
      </div>

      <fieldset className={styles.genders}>
        <legend className={styles.legend}>{t('edit.gender')}</legend>
        {GENDER_CHOICES.map((choice) => (
          <label key={choice} className={styles.radio} data-checked={gender === choice || undefined}>
            <input type="radio" value={choice} {...register('gender')} />
            <span>{t(`gender.${choice}`)}</span>
          </label>
        ))}
      </fieldset>

      <LimitedText label={t('edit.bio')} control={control} name="bio" multiline />
      <LimitedText label={t('edit.job')} control={control} name="job" />
      <LimitedText label={t('edit.company')} control={control} name="company" />
      <LimitedText label={t('edit.school')} control={control} name="school" />

      <SubmitButton block pending={form.pending} pendingLabel={t('saving')}>
        {t('save')}
      </SubmitButton>
      <NoticeBanner notice={form.notice} />
    </form>
  );
}

interface LimitedTextProps {
  label: string;
  control: Control<ProfileDetails, unknown, z.output<typeof profileDetailsSchema>>;
  name: 'bio' | 'job' | 'company' | 'school';
  multiline?: boolean;
}

/** A text of at most 60 characters, with its limit, counter and warning near the end (About You is a few lines). */
function LimitedText({ label, control, name, multiline = false }: LimitedTextProps) {
  const id = useId();
  const { field } = useController({ control, name });
  const limit = <CharacterLimit id={id} length={field.value.length} max={PROFILE_TEXT_MAX} />;
  if (!multiline) {
    return (
      <div className={styles.limited}>
        <TextField id={id} label={label} dir="auto" maxLength={PROFILE_TEXT_MAX} aria-describedby={`${id}-limit`} {...field} />
        {limit}
      </div>
    );
  }
  return (
    <div className={styles.limited}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} dir="auto" rows={2} maxLength={PROFILE_TEXT_MAX} aria-describedby={`${id}-limit`} {...field} />
      {limit}
    </div>
  );
}
