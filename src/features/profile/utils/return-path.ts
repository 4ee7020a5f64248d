const NO_RETURN = ['/profile-update', '/signin'];

/** Where Complete Your Profile returns to: an in-app path the user was going to, else `/`. */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  const pathname = from.split(/[?#]/)[0] ?? '';
  return NO_RETURN.includes(pathname) ? '/' : from;
}

/** The `from` a guard or sign-in put in the navigation state, if any. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}
