import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { signInTarget } from '../../features/auth/utils/sign-in-target';
import { readToken } from '../../lib/session-storage';

/**
 * Sign-in redirects to `/` when a token already exists (or on to Post a Load when it was opened
 * to restore a draft). Decided once on entry, so a successful sign-in keeps control of where it
 * navigates next.
 */
export function PublicOnlyRoute() {
  const [searchParams] = useSearchParams();
  const [signedInOnEntry] = useState(() => Boolean(readToken()));
  return signedInOnEntry ? <Navigate to={signInTarget(searchParams)} replace /> : <Outlet />;
}
