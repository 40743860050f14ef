import { Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { OtherProfile } from '@/shared/api/contract/discovery';
import { refusalMessage } from '@/shared/api/errors';
import { NOTICE_MS, useNotice, type NoticeState } from '@/shared/lib/use-notice';
import { paths } from '@/shared/routing/paths';
import { endSession } from '@/shared/session/session';
import { useSignedInSession } from '@/shared/session/use-session';
import { BackLink } from '@/shared/ui/back-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Menu } from '@/shared/ui/menu';
import { NoticeBanner } from '@/shared/ui/notice';
import { PhotoCarousel } from '@/shared/ui/photo-carousel';
import { QueryState } from '@/shared/ui/query-state';
import { useOtherProfile } from './api/use-other-profile';
import { useRecordVisit } from './api/use-record-visit';
import { useReport } from './api/use-report';
import { ProfileActions } from './components/profile-actions';
import { ProfileDetails } from './components/profile-details';
import { backPathOf, PAGE_MARKER_PARAM, photosOf, variantRules, type ProfileVariant } from './variants';
import styles from './profile-view-screen.module.css';

/** The profile view's loader shows after 0.3 s (docs/product/rules-and-timings.md#timings). */
const PROFILE_LOADER_MS = 300;

/**
 * Another member's profile (docs/product/screens-and-routes.md#profile-views-of-others), one screen for the five routes: the photo
 * carousel, who they are, the three-dot menu with Report User, and the actions its list allows.
 * Opening it records a visit; a failed read goes to the view's failure route.
 */
export function ProfileViewScreen({ variant }: { variant: ProfileVariant }) {
  const { t } = useTranslation('profileView');
  const { userId: friendId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { userId } = useSignedInSession();
  const navigate = useNavigate();
  const profile = useOtherProfile(userId, friendId);
  const notice = useNotice(NOTICE_MS.error);
  const rules = variantRules[variant];
  const backPath = backPathOf(variant, searchParams.get(PAGE_MARKER_PARAM));
  useRecordVisit(userId, friendId, profile.isSuccess);

  const failed = profile.isError;
  useEffect(() => {
    if (!failed) return;
    if (rules.failure === 'signOut') {
      // The login page itself: a session would send the member straight back into the app.
      void navigate(paths.login, { replace: true });
      endSession();
    } else {
      void navigate(paths.notFound, { replace: true });
    }
  }, [failed, navigate, rules.failure]);

  const goToLogin = () => {
    // Away first, then signed out: the screen must not render once more without a session.
    void navigate(paths.login, { replace: true });
    endSession();
  };

  return (
    <div className={styles.screen}>
      <NoticeBanner notice={notice.notice} />
      <div className={styles.topbar}>
        <BackLink to={backPath}>{t('back')}</BackLink>
        {/* Keyed: the five routes share this screen, so moving between them (or to another person) keeps it mounted. */}
        {profile.data ? <ReportMenu key={`${variant}:${profile.data.user_id}`} profile={profile.data} userId={userId} variant={variant} notice={notice} /> : null}
      </div>
      <QueryState query={profile} loaderDelayMs={PROFILE_LOADER_MS} loadingLabel={t('loading')} skeleton={<ProfileSkeleton />}>
        {(person) => (
          <article className={styles.layout} aria-label={person.user_name}>
            <div className={styles.media}>
              <PhotoCarousel photos={photosOf(person)} name={person.user_name} className={styles.carousel} />
            </div>
            <div className={styles.info}>
              <ProfileDetails profile={person} />
              <div className={styles.actionsBar}>
                <ProfileActions
                  key={`${variant}:${person.user_id}`}
                  variant={variant}
                  profile={person}
                  userId={userId}
                  backPath={backPath}
                  notice={notice}
                  onCheckFailed={goToLogin}
                />
              </div>
            </div>
          </article>
        )}
      </QueryState>
    </div>
  );
}

/**
 * Report User / UnReport User after "Are you sure ?" (webreport toggles it). A report that did not go says so
 * as the view's other actions do (the label stays): left silent, the member would believe the report made.
 */
function ReportMenu({ profile, userId, variant, notice }: { profile: OtherProfile; userId: string; variant: ProfileVariant; notice: NoticeState }) {
  const { t } = useTranslation('profileView');
  const report = useReport();
  const [asking, setAsking] = useState(false);
  // The server's flag, then what this view toggled it to (the refetch confirms it behind).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const reported = toggled ?? profile.report === 'true';
  const label = reported ? t(variantRules[variant].unreportKey) : t('report');
  return (
    <>
      <Menu
        label={t('menuLabel', { name: profile.user_name })}
        items={[{ id: 'report', label, icon: Flag, tone: 'danger', onSelect: () => setAsking(true) }]}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        question={t('areYouSure')}
        onConfirm={async () => {
          try {
            await report.mutateAsync({ user_id: userId, report_user_id: profile.user_id });
            setToggled(!reported);
          } catch (error) {
            notice.show(refusalMessage(error) ?? t('failed'), 'error', NOTICE_MS.error);
          } finally {
            setAsking(false);
          }
        }}
      />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.layout}>
      <div className={`${styles.media} ${styles.skeletonPhoto}`} />
      <div className={styles.info}>
        <div className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    </div>
  );
}

