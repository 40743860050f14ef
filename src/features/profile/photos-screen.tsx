import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MAX_PHOTOS } from '@/shared/api/rules';
import { useOwnProfile } from '@/member/session/api/use-own-profile';
import { paths } from '@/shared/routing/paths';
import { BackLink } from '@/shared/ui/back-link';
import { QueryState } from '@/shared/ui/query-state';
import { PhotoEditor } from './components/photo-editor';
import styles from './photos-page.module.css';

/**
 * /app/Profile/ProfilePhotoEdit (docs/product/flows.md#photos; docs/decisions/003-photo-editor-grid.md): the member's photos as
 * a grid of five places, the first the main photo. Each photo has a menu (First Look, Delete); the
 * next empty place takes an upload (Add photo: one at a time, at most 5; the profile is then read
 * again and the new photo is focused, the grid's "carousel moves to the last photo").
 */
export function ProfilePhotosScreen() {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile();
  if (profile.data?.userstatus === '0') return <Navigate to={paths.login} replace />;
  return (
    <div className={styles.page}>
      <BackLink to={paths.profile}>{t('backToProfile')}</BackLink>
      <h1 className={styles.title}>{t('photos.title')}</h1>
      <QueryState query={profile} loadingLabel={t('loading')} skeleton={<GridSkeleton />}>
        {(member) => <PhotoEditor member={member} />}
      </QueryState>
    </div>
  );
}

/** Five grey places where the grid will be: nothing moves when the photos arrive. */
function GridSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: MAX_PHOTOS }, (_, place) => (
        <div key={place} className={`${styles.tile} ${styles.skeleton}`} />
      ))}
    </div>
  );
}
