import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useSession } from '@/shared/session/use-session';

/**
 * The guards' redirects keep the query and hash: `?controls=on`, `?seed=N` and
 * `?tab=signup` mean the same on the page the member is sent to.
 */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** /app and below: without a session, the login. */
export function RequireSession() {
  const session = useSession();
  return session ? <Outlet /> : <RedirectKeepingQuery to={paths.login} />;
}

/** /, /login and /phonelogin: an onboarded member goes straight to /app. */
export function RedirectIfOnboarded() {
  const session = useSession();
  return session ? <RedirectKeepingQuery to={paths.app} /> : <Outlet />;
}
