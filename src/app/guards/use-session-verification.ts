import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { User } from '../../contract/user';
import { queryKeys, shouldRetryRequest } from '../../lib/query-client';
import {
  lastSessionVerification,
  markSessionVerified,
  readStoredUser,
  storeUser,
  type StoredSession,
} from '../../lib/session-storage';
import { isSessionCheckDue, msUntilSessionCheck, SESSION_REVERIFY_MS } from './session-timing';
import { isSessionRejected, verifySession } from './verify-session';

export type SessionCheck =
  | { status: 'ready'; user: User }
  | { status: 'checking' }
  | { status: 'rejected' }
  | { status: 'unreachable'; retry: () => void };

/**
 * docs/product.md §4: the session is verified on entry, on every route change, and again once five minutes
 * have passed since `lastSessionVerification`. The stored user is shown meanwhile, so pages open
 * at once and keep working offline.
 */
export function useSessionVerification(session: StoredSession): SessionCheck {
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: [...queryKeys.session, session.sessionId],
    queryFn: async ({ signal }) => {
      const user = await verifySession(session, signal);
      storeUser(user);
      markSessionVerified();
      return user;
    },
    initialData: () => {
      const stored = readStoredUser();
      return stored?._id === session.userId ? stored : undefined;
    },
    initialDataUpdatedAt: lastSessionVerification,
    staleTime: SESSION_REVERIFY_MS,
    // The stored user above is the offline copy; the query cache keeps no second one.
    meta: { persist: false },
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) =>
      !isSessionRejected(error) && shouldRetryRequest(failureCount, error),
  });
  const { refetch, isFetching } = query;

  useEffect(() => {
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);

  useEffect(() => {
    if (isFetching) return;
    const wait = msUntilSessionCheck(lastSessionVerification());
    // An overdue check waits for the next route change, return to the tab or reconnection.
    if (wait === 0) return;
    const timer = window.setTimeout(() => void refetch({ cancelRefetch: false }), wait);
    return () => window.clearTimeout(timer);
  }, [isFetching, refetch]);

  useEffect(() => {
    const checkIfDue = () => {
      if (document.visibilityState === 'visible' && isSessionCheckDue(lastSessionVerification())) {
        void refetch({ cancelRefetch: false });
      }
    };
    document.addEventListener('visibilitychange', checkIfDue);
    window.addEventListener('focus', checkIfDue);
    return () => {
      document.removeEventListener('visibilitychange', checkIfDue);
      window.removeEventListener('focus', checkIfDue);
    };
  }, [refetch]);

  if (isSessionRejected(query.error)) return { status: 'rejected' };
  if (query.data) return { status: 'ready', user: query.data };
  if (query.isError || query.fetchStatus === 'paused') {
    return { status: 'unreachable', retry: () => void refetch() };
  }
  return { status: 'checking' };
}
