import { Navigate, Outlet } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useSession } from '@/shared/session/use-session';

/** /app and below: without a session, the login. */
export function RequireSession() {
  const session = useSession();
  return session ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** /, /login and /phonelogin: an onboarded member goes straight to /app. */
export function RedirectIfOnboarded() {
  const session = useSession();
  return session ? <Navigate to={paths.app} replace /> : <Outlet />;
}
