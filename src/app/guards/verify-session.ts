import type { User } from '../../contract/user';
import { parseUser } from '../../contract/user-check';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { StoredSession } from '../../lib/session-storage';

/** POST /api/user/session-verify; a 401 is handled by the caller, which waits 1 s (docs/product.md §4). */
export async function verifySession(session: StoredSession, signal?: AbortSignal): Promise<User> {
  const payload = await apiRequest<{ user: unknown }>('/api/user/session-verify', {
    method: 'POST',
    body: { sessionId: session.sessionId, userId: session.userId },
    signal,
    handleUnauthorized: false,
  });
  const user = parseUser(payload.data?.user);
  if (!user) throw new ApiError(200, payload.msg);
  return user;
}

/** The server refused the session (as opposed to not being reachable): it will not come back. */
export function isSessionRejected(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 401 || status === 403 || status === 404 || (status >= 200 && status < 300);
}
