/** docs/product.md §4/§9: the session is checked again once five minutes have passed since the last check. */
export const SESSION_REVERIFY_MS = 5 * 60 * 1000;

/** docs/product.md §4: an invalid session shows its message for one second before going to sign-in. */
export const SESSION_FAILURE_REDIRECT_MS = 1000;

export function isSessionCheckDue(lastVerifiedAt: number, now = Date.now()): boolean {
  return now - lastVerifiedAt > SESSION_REVERIFY_MS;
}

export function msUntilSessionCheck(lastVerifiedAt: number, now = Date.now()): number {
  return Math.max(0, lastVerifiedAt + SESSION_REVERIFY_MS - now);
}
