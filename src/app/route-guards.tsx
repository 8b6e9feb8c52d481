import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import type { PermissionRule } from '@/lib/permissions';
import { RequirePermission } from '@/lib/permissions';

/** Every route but the sign-in and password screens needs a signed-in user. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signed-in') {
    const from = `${location.pathname}${location.search}`;
    // After the user logs out on purpose, the next login starts from the landing page again; an
    // expired session returns to where the user was.
    const returnTo = from === paths.landingPageRedirect || session.signOutReason === 'user' ? undefined : { from };
    return <Navigate to={paths.login} replace state={returnTo} />;
  }
  return <Outlet />;
}

/** The login screen is blocked for a signed-in user, who goes to the landing page. */
export function PublicOnly() {
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to={paths.landingPageRedirect} replace />;
  return <Outlet />;
}

export function RequirePermissionOutlet({ rule }: { rule: PermissionRule }) {
  return (
    <RequirePermission rule={rule}>
      <Outlet />
    </RequirePermission>
  );
}
