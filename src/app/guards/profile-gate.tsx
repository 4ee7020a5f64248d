import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session-context';
import { signedInRedirect } from './route-access';

/** Inside the session: an incomplete profile goes to Complete Your Profile; a cross-role route home. */
export function ProfileGate() {
  const { user } = useSession();
  const location = useLocation();
  const redirect = user ? signedInRedirect(location, user) : null;
  if (redirect) return <Navigate to={redirect.to} state={redirect.state} replace />;
  return <Outlet />;
}
