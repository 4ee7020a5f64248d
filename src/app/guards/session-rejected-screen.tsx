import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../lib/session-storage';
import { SESSION_FAILURE_REDIRECT_MS } from './session-timing';
import { StatusScreen } from './status-screen';

export type SignInNotice = 'sessionFailed';

/** docs/product.md §4: an invalid session shows why, then after 1 s storage is cleared and sign-in opens. */
export function SessionRejectedScreen() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      clearSession();
      const notice: SignInNotice = 'sessionFailed';
      void Promise.resolve(navigate('/signin', { replace: true, state: { notice } })).then(() =>
        queryClient.clear(),
      );
    }, SESSION_FAILURE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, queryClient]);

  return <StatusScreen tone="error" message={t('session.failed')} />;
}
