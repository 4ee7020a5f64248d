import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../lib/session-storage';
import { logout } from './logout';

/** Sign Out: revoke the session on the server when it can be reached, then forget it here. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    await navigate('/signin', { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
