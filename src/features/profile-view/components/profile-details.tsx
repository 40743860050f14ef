import { BadgeCheck, Briefcase, Building2, GraduationCap, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtherProfile } from '@/shared/api/contract/discovery';
import styles from './profile-details.module.css';

/**
 * Who the person is: name and age (age hidden when show_age is 'true'), the premium badge,
 * "Lives In" (hidden when show_location is 'true'), job, company, school, bio and interests.
 * Member texts are plain text, never HTML, and keep their own direction inside an Arabic page, lined up with their labels (their classes compose shared/ui/member-text's: the screen's bytes are counted to the
 * last 0.1 KB, and composing costs none).
 */
export function ProfileDetails({ profile }: { profile: OtherProfile }) {
  const { t } = useTranslation('profileView');
  const showAge = profile.show_age !== 'true' && profile.age !== '';
  const showLocation = profile.show_location !== 'true' && profile.location !== '';
  return (
    <div className={styles.details}>
      <div className={styles.heading}>
        <h1 className={styles.name}>{showAge ? t('nameAge', { name: profile.user_name, age: profile.age }) : profile.user_name}</h1>
        {profile.premium_member === 'true' ? (
          <span className={styles.badge}>
            <BadgeCheck size={16} aria-hidden="true" />
            {t('premium')}
          </span>
        ) : null}
      </div>
      <dl className={styles.facts}>
        {showLocation ? <Fact icon={<MapPin size={18} />} label={t('livesIn')} value={profile.location} /> : null}
        {profile.job ? <Fact icon={<Briefcase size={18} />} label={t('job')} value={profile.job} /> : null}
        {profile.company ? <Fact icon={<Building2 size={18} />} label={t('company')} value={profile.company} /> : null}
        {profile.school ? <Fact icon={<GraduationCap size={18} />} label={t('school')} value={profile.school} /> : null}
      </dl>
      {profile.bio ? (
        <section className={styles.section} aria-labelledby="profile-about">
          <h2 id="profile-about" className={styles.sectionTitle}>
            {t('about')}
          </h2>
          <p className={styles.bio} dir="auto">{profile.bio}</p>
        </section>
      ) : null}
      {profile.interest_other.length > 0 ? (
        <section className={styles.section} aria-labelledby="profile-interests">
          <h2 id="profile-interests" className={styles.sectionTitle}>
            {t('interests')}
          </h2>
          <ul className={styles.tags}>
            {profile.interest_other.map((interest) => (
              <li key={interest} className={styles.tag} dir="auto">
                {interest}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <span className={styles.factIcon} aria-hidden="true">
        {icon}
      </span>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue} dir="auto">{value}</dd>
    </div>
  );
}
