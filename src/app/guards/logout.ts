import { apiRequest } from '../../lib/api-client';

const LOGOUT_TIMEOUT_MS = 5000;

/** POST /api/user/logout revokes the session on the server (docs/architecture.md §5). */
export async function logout(): Promise<void> {
  await apiRequest('/api/user/logout', {
    method: 'POST',
    handleUnauthorized: false,
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  });
}
