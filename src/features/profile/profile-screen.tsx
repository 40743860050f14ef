import { Camera, ChevronRight, Crown, Heart, MapPin, UserRound } from 'lucide-react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { OwnProfile } from '@/shared/api/contract/profile';
import { NOTICE_MS, useNotice } from '@/shared/lib/use-notice';
import { LocationDialog } from '@/member/location/location-dialog';
import { usePremiumGate } from '@/member/premium/premium-gate';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { endSession } from '@/shared/session/session';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { Button } from '@/shared/ui/button';
import { MemberText } from '@/shared/ui/member-text';
import { NoticeBanner } from '@/shared/ui/notice';
import { LOADER_DELAY_MS, QueryState } from '@/shared/ui/query-state';
import { InterestDialog } from './components/interest-dialog';
import { expiryText } from './profile-rules';
import styles from './profile-page.module.css';

/**
 * /app/Profile (docs/product/screens-and-routes.md#own-profile): the main photo, large, with a link to the photo editor; Basic
 * info, Interest (modal) and Location (modal, premium only); the premium offer or the expiry.
 * A failed profile, or a deactivated one, ends the session: back to the login (docs/product/flows.md#session).
 */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  const deactivated = profile.data?.userstatus === '0';
  const signedOut = profile.isError || deactivated;
  // As the shell does for the same query: the session ends, and the guard above sends to the login.
  useEffect(() => {
    if (signedOut) endSession(deactivated ? 'deactivated' : undefined);
  }, [signedOut, deactivated]);
  if (signedOut) return <Navigate to={paths.login} replace />;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <QueryState query={profile} loaderDelayMs={LOADER_DELAY_MS.profile} loadingLabel={t('loading')} skeleton={<ProfileSkeleton />}>
        {(member) => <ProfileView member={member} />}
      </QueryState>
    </div>
  );
}

function ProfileView({ member }: { member: OwnProfile }) {
  const { t, i18n } = useTranslation('profile');
  const { isPremium, requirePremium, openPremiumPopup } = usePremiumGate();
  const [interestOpen, setInterestOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const { notice, show } = useNotice(NOTICE_MS.error);
  const mainPhoto = safeImageUrl(member.images);
  const expiry = isPremium ? expiryText(member.membership_valid_web, i18n.language) : null;

  return (
    <>
      <section className={styles.hero} aria-labelledby="profile-name">
        <div className={styles.photoFrame}>
          {mainPhoto ? (
            <img className={styles.photo} src={mainPhoto} alt={t('mainPhoto', { name: member.user_name })} />
          ) : (
            <div className={`${styles.photo} ${styles.noPhoto}`} role="img" aria-label={t('noPhoto')}>
              <UserRound size={72} strokeWidth={1.25} aria-hidden="true" />
            </div>
          )}
          <Link to={paths.editPhotos} className={styles.editPhotos} aria-label={t('editPhotos')}>
            <Camera size={20} aria-hidden="true" />
          </Link>
        </div>
        <h2 id="profile-name" className={styles.name}>
          {member.age ? t('nameAge', { name: member.user_name, age: member.age }) : member.user_name}
          {isPremium ? (
            <span className={styles.crown} role="img" aria-label={t('premiumBadge')}>
              <Crown size={20} aria-hidden="true" />
            </span>
          ) : null}
        </h2>
        {member.location ? (
          <p className={styles.place}>
            <MapPin size={16} aria-hidden="true" />
            <MemberText>{member.location}</MemberText>
          </p>
        ) : null}
        <div className={styles.membership}>
          {isPremium ? (
            <p className={styles.expiry}>
              <Crown size={18} aria-hidden="true" />
              <span>
                {t('expiresOn')} <strong>{expiry ?? member.membership_valid_web}</strong>
              </span>
            </p>
          ) : (
            <Button className={styles.becomePremium} onClick={openPremiumPopup}>
              <Crown size={18} aria-hidden="true" />
              {t('becomePremium')}
            </Button>
          )}
        </div>
      </section>

      <ul className={styles.rows} aria-label={t('sections')}>
        <li>
          <Link to={paths.editProfile} className={styles.row}>
            <RowContent icon={<UserRound size={20} aria-hidden="true" />} label={t('basicInfo')} value={basicInfo(member, t)} />
          </Link>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => setInterestOpen(true)} aria-haspopup="dialog">
            <RowContent icon={<Heart size={20} aria-hidden="true" />} label={t('interest.title')} value={member.interest.join(', ') || t('interest.none')} />
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => requirePremium(() => setLocationOpen(true))} aria-haspopup="dialog">
            <RowContent
              icon={<MapPin size={20} aria-hidden="true" />}
              label={t('location')}
              value={member.location || t('noLocation')}
              badge={isPremium ? undefined : t('premiumOnly')}
            />
          </button>
        </li>
      </ul>

      <InterestDialog
        open={interestOpen}
        onOpenChange={setInterestOpen}
        chosen={member.interest}
        onSaved={(message) => {
          setInterestOpen(false);
          show(message, 'success');
        }}
      />
      <LocationDialog open={locationOpen} onOpenChange={setLocationOpen} />
      <NoticeBanner notice={notice} />
    </>
  );
}

/** Gender, job and school: shown side by side, each cut at its own end (a Latin job in an Arabic row keeps its start). */
function basicInfo(member: OwnProfile, t: (key: string) => string): string[] {
  return [t(`gender.${member.gender}`), member.job, member.school].filter(Boolean);
}

function RowContent({ icon, label, value, badge }: { icon: ReactNode; label: string; value: string | string[]; badge?: string }) {
  const parts = typeof value === 'string' ? [value] : value;
  return (
    <>
      <span className={styles.rowIcon}>{icon}</span>
      <span className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={styles.rowValue}>
          {parts.map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? (
                <span className={styles.rowSeparator}>·</span>
              ) : null}
              <MemberText className={styles.rowPart}>{part}</MemberText>
            </Fragment>
          ))}
        </span>
      </span>
      {badge ? (
        <span className={styles.badge}>
          <Crown size={14} aria-hidden="true" />
          {badge}
        </span>
      ) : null}
      <ChevronRight className={styles.chevron} size={20} aria-hidden="true" />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={`${styles.photoFrame} ${styles.shimmer}`} />
      <div className={`${styles.skeletonLine} ${styles.shimmer}`} />
      <div className={`${styles.skeletonRows} ${styles.shimmer}`} />
    </div>
  );
}
