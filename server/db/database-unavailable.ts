/**
 * SQLSTATE classes and codes that mean the database cannot serve right now, not that the
 * statement was wrong: 08 connection exceptions, 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Socket errors reaching the database server. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool say, without a code, when a connection is lost or not had. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/;

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)))
    return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/**
 * Whether a failure means the database is briefly out of reach (restarting, failing over,
 * unreachable), wherever Drizzle or the driver wrapped it: the caller may simply try again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  // A host name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The error at the end of a `cause` chain: the driver's, under Drizzle's wrapper. */
export function innermostCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  return current;
}
