import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { Button } from '../../components/ui/button/button';
import { readSession, type StoredSession } from '../../lib/session-storage';
import { useProfileLanguage } from '../language/use-profile-language';
import { SessionContext, type SessionState } from '../session-context';
import { SessionRejectedScreen } from './session-rejected-screen';
import { StatusScreen } from './status-screen';
import { useSessionVerification } from './use-session-verification';
import { useSignOut } from './use-sign-out';
import { useStoredToken } from './use-stored-token';

/** The session-checked layout: no token goes to sign-in; otherwise the session is verified. */
export function SessionGuard() {
  const token = useStoredToken();
  const session = token ? readSession() : null;
  if (!session) return <Navigate to="/signin" replace />;
  return <VerifiedSession key={session.sessionId} session={session} />;
}

function VerifiedSession({ session }: { session: StoredSession }) {
  const { t } = useTranslation('app');
  const check = useSessionVerification(session);
  const signOut = useSignOut();
  const user = check.status === 'ready' ? check.user : null;
  useProfileLanguage(user);

  const value = useMemo<SessionState | null>(
    () => (user ? { user, userType: user.userType ?? session.userType, signOut } : null),
    [user, session.userType, signOut],
  );

  if (check.status === 'rejected') return <SessionRejectedScreen />;
  if (check.status === 'unreachable') {
    return (
      <StatusScreen
        tone="error"
        title={t('session.unreachableTitle')}
        message={t('session.unreachable')}
        action={
          <Button variant="primary" size="lg" onClick={check.retry}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  if (!value) return <StatusScreen busy message={t('session.checking')} />;
  return (
    <SessionContext.Provider value={value}>
      <Outlet />
    </SessionContext.Provider>
  );
}
