import { Check, MapPin } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminData, OwnProfile } from '@/shared/api/contract/profile';
import { INTERESTED_IN, MIN_AGE, MIN_DISTANCE_KM } from '@/shared/api/rules';
import { useDocumentDirection } from '@/shared/i18n/direction';
import { useNoticeForm } from '@/shared/forms/use-notice-form';
import { LocationDialog } from '@/member/location/location-dialog';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { useSignOutWhen } from '@/member/session/use-sign-out-when';
import { useSignedInSession } from '@/shared/session/use-session';
import { SubmitButton } from '@/shared/ui/action-button';
import { BackLink } from '@/shared/ui/back-link';
import { Button } from '@/shared/ui/button';
import { NoticeRegion } from '@/shared/ui/notice';
import { QueryState } from '@/shared/ui/query-state';
import { useAdminData } from './api/use-admin-data';
import { useSaveFilter } from './api/use-save-filter';
import { filterFormSchema, filterRequest, initialValues, limitsOf, placeOf, returnPathOf, togglePeopleFor, type FilterLimits } from './filter-form';
import styles from './filter-screen.module.css';
import chip from '@/shared/ui/choice-chip.module.css';

/** The filter page marker travels in the query (see find-people/links.ts): '2' from Find new people. */
const PAGE_MARKER_PARAM = 'page';

/**
 * The discovery filter (docs/product/screens-and-routes.md#filter): age range, distance, gender, people-for and
 * location; Save sends websetfilter and returns to the deck or to Find new people by the page
 * marker. A failed profile read sends the member to the login (docs/product/messages.md#where-a-failure-leads).
 */
export function FilterScreen() {
  const { t } = useTranslation('filter');
  const [searchParams] = useSearchParams();
  const returnPath = returnPathOf(searchParams.get(PAGE_MARKER_PARAM));
  const profile = useOwnProfile();
  const admin = useAdminData();

  useSignOutWhen(profile.isError);

  const both = {
    data: profile.data && admin.data ? { profile: profile.data, admin: admin.data } : undefined,
    isError: admin.isError,
    refetch: () => admin.refetch(),
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <BackLink to={returnPath}>{t('back')}</BackLink>
        <h1 className={styles.title}>{t('title')}</h1>
      </header>
      <QueryState query={both} loadingLabel={t('loading')}>
        {({ profile: own, admin: settings }) => <FilterForm profile={own} admin={settings} returnPath={returnPath} />}
      </QueryState>
    </div>
  );
}

interface FilterFormProps {
  profile: OwnProfile;
  admin: AdminData;
  returnPath: string;
}

function FilterForm({ profile, admin, returnPath }: FilterFormProps) {
  const { t } = useTranslation('filter');
  const { userId } = useSignedInSession();
  const navigate = useNavigate();
  const direction = useDocumentDirection();
  const { requirePremium } = usePremiumGate();
  const limits: FilterLimits = limitsOf(admin);
  const [locationOpen, setLocationOpen] = useState(false);
  const save = useSaveFilter();
  const ids = { age: useId(), distance: useId(), gender: useId(), peopleFor: useId(), location: useId() };
  const form = useNoticeForm({
    schema: filterFormSchema,
    defaultValues: { ...initialValues(profile, limits), place: placeOf(profile) },
    describe: (problem) => t(problem),
    failed: t('failed'),
    focusProblem: false,
    onValid: async ({ place, ...values }) => {
      await save.mutateAsync(filterRequest(userId, values, place));
      void navigate(returnPath);
    },
  });
  const { control, register, setValue } = form;
  const { field: age } = useController({ control, name: 'age' });
  const { field: distance } = useController({ control, name: 'distance' });
  const { field: peopleFor } = useController({ control, name: 'peopleFor' });

  // A place changed in the location dialog is the one Save sends.
  const { location, lat, lon } = profile;
  useEffect(() => setValue('place', { location, lat, lon }), [location, lat, lon, setValue]);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <section className={styles.card} aria-labelledby={ids.age}>
        <div className={styles.row}>
          <h2 id={ids.age} className={styles.label}>
            {t('age')}
          </h2>
          <output className={styles.value}>{t('ageRange', { min: age.value[0], max: age.value[1] })}</output>
        </div>
        <Slider.Root
          className={styles.slider}
          dir={direction}
          min={MIN_AGE}
          max={limits.maxAge}
          step={1}
          minStepsBetweenThumbs={0}
          value={age.value}
          onValueChange={(next) => age.onChange([next[0] ?? MIN_AGE, next[1] ?? limits.maxAge])}
          aria-labelledby={ids.age}
        >
          <Slider.Track className={styles.track}>
            <Slider.Range className={styles.range} />
          </Slider.Track>
          <Slider.Thumb className={styles.thumb} aria-label={t('minAge')} />
          <Slider.Thumb className={styles.thumb} aria-label={t('maxAge')} />
        </Slider.Root>
      </section>

      <section className={styles.card} aria-labelledby={ids.distance}>
        <div className={styles.row}>
          <h2 id={ids.distance} className={styles.label}>
            {t('distance')}
          </h2>
          <output className={styles.value}>{t('distanceValue', { count: distance.value })}</output>
        </div>
        <Slider.Root
          className={styles.slider}
          dir={direction}
          min={MIN_DISTANCE_KM}
          max={limits.maxDistance}
          step={1}
          value={[distance.value]}
          onValueChange={(next) => distance.onChange(next[0] ?? MIN_DISTANCE_KM)}
        >
          <Slider.Track className={styles.track}>
            <Slider.Range className={styles.range} />
          </Slider.Track>
          <Slider.Thumb className={styles.thumb} aria-label={t('distance')} aria-valuetext={t('distanceValue', { count: distance.value })} />
        </Slider.Root>
      </section>

      <fieldset className={styles.card}>
        <legend className={styles.label}>{t('gender')}</legend>
        <div className={styles.choices}>
          {INTERESTED_IN.map((choice) => (
            <label key={choice} className={chip.chip}>
              <input type="radio" value={choice} {...register('gender')} />
              <span>{t(choice)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {admin.peoplefor.length > 0 ? (
        <fieldset className={styles.card}>
          <legend className={styles.label}>{t('peopleFor')}</legend>
          <div className={styles.choices}>
            {admin.peoplefor.map((option) => (
              <label key={option.id} className={chip.chip}>
                <input
                  type="checkbox"
                  name="people_for"
                  value={option.id}
                  checked={peopleFor.value.includes(option.id)}
                  onChange={() => peopleFor.onChange(togglePeopleFor(peopleFor.value, option.id))}
                />
                <Check className={styles.tick} size={16} aria-hidden="true" />
                <span>{option.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <section className={styles.card} aria-labelledby={ids.location}>
        <h2 id={ids.location} className={styles.label}>
          {t('location')}
        </h2>
        <div className={styles.location}>
          <MapPin size={20} aria-hidden="true" />
          <span className={styles.place}>{profile.location.trim() || t('noLocation')}</span>
          <Button variant="secondary" onClick={() => requirePremium(() => setLocationOpen(true))}>
            {t('changeLocation')}
          </Button>
        </div>
      </section>

      <NoticeRegion notice={form.notice} live="assertive" />
      <SubmitButton pending={form.pending} pendingLabel={t('saving')} block>
        {t('save')}
      </SubmitButton>
      <LocationDialog open={locationOpen} onOpenChange={setLocationOpen} />
    </form>
  );
}
