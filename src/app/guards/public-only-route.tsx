import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { readToken } from '../../lib/session-storage';

/**
 * Sign-in redirects to `/` when a token already exists. Decided once on entry, so a successful
 * sign-in keeps control of where it navigates next.
 */
export function PublicOnlyRoute() {
  const [signedInOnEntry] = useState(() => Boolean(readToken()));
  return signedInOnEntry ? <Navigate to="/" replace /> : <Outlet />;
}
