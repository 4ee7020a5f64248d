import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserType } from '../../src/contract/user';
import { forbidden, unauthorized } from '../lib/http-error';
import type { SessionService } from '../modules/auth/session-service';
import type { UserRow } from '../modules/users/users.schema';

export type AuthContext = { sessionId: string; user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in caller of a route guarded by `authenticate`. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function createGuards(sessions: SessionService) {
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    // The Idempotency-Key hook may have read this request's session already.
    if (request.auth) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const session = await sessions.authenticate(token);
    if (!session) throw unauthorized();
    request.auth = { sessionId: session.sessionId, user: session.user };
  };

  /** Role routes are refused on the server too (docs/architecture.md §6.1). */
  const requireRole =
    (role: UserType): preHandlerAsyncHookHandler =>
    async (request) => {
      if (callerOf(request).user.userType !== role) throw forbidden();
    };

  return { authenticate, requireRole };
}

export type Guards = ReturnType<typeof createGuards>;
