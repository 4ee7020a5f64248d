import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSessionData } from '../../lib/forget-session-data';
import { clearSession } from '../../lib/session-storage';
import { logout } from './logout';

/**
 * Sign Out: revoke the session on the server when it can be reached, then forget it here, with
 * every saved copy of the user's data: a shared tablet must not show it to the next user.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    // From here nothing is saved until the cache below is cleared, so nothing old comes back.
    const forgetting = forgetSessionData();
    await navigate('/signin', { replace: true });
    queryClient.clear();
    await forgetting;
  }, [navigate, queryClient]);
}
