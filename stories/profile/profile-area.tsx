import { Navigate, Outlet, Route, Routes } from 'react-router';
import { ChangePhoneScreen } from '@/features/profile/change-phone-screen';
import { ProfilePhotosScreen } from '@/features/profile/photos-screen';
import { EditProfileScreen, ProfileScreen } from '@/features/profile/profile-screens';
import { PremiumGateProvider } from '@/member/premium/premium-gate';
import { providePorts } from '@/shared/ports/ports';
import { paths } from '@/shared/routing/paths';
import { useSession } from '@/shared/session/use-session';
import { fakePorts } from '@mocks/fakes';

/** As the app's guard and shell: without a session, the login; with one, the premium gate. */
function SignedIn() {
  return useSession() ? (
    <PremiumGateProvider>
      <Outlet />
    </PremiumGateProvider>
  ) : (
    <Navigate to={paths.login} replace />
  );
}

/** The profile area's four screens, with stand-ins for where their failures lead (login, NotFound). */
export function ProfileArea() {
  return (
    <Routes>
      <Route path={paths.login} element={<h1>Login</h1>} />
      <Route element={<SignedIn />}>
        <Route path={paths.profile} element={<ProfileScreen />} />
        <Route path={paths.editProfile} element={<EditProfileScreen />} />
        <Route path={paths.editPhotos} element={<ProfilePhotosScreen />} />
        <Route path={paths.changePhone} element={<ChangePhoneScreen />} />
        <Route path={paths.notFound} element={<h1>404 page not found</h1>} />
      </Route>
    </Routes>
  );
}

/** The fake places and SMS (code 123456) the screens reach through their ports. */
export const provideFakePorts = () => providePorts(fakePorts);
