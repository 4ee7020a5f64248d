import type { User, UserType } from '../../contract/user';
import { isProfileComplete } from '../../contract/user-check';

/** docs/architecture.md §6.1: each role owns its sections; the other role is sent to its own home. */
const ROLE_ROUTES: Record<UserType, readonly string[]> = {
  user: ['/my-loads', '/post-load'],
  provider: ['/find-loads', '/trips', '/trucks', '/drivers', '/driver-links'],
};

const ROLE_HOME: Record<UserType, string> = {
  user: '/my-loads',
  provider: '/find-loads',
};

export const PROFILE_UPDATE_PATH = '/profile-update';

export function roleHome(userType: UserType): string {
  return ROLE_HOME[userType];
}

function isUnder(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** The role that owns a path, or null for paths every signed-in user may open. */
export function routeOwner(pathname: string): UserType | null {
  for (const role of Object.keys(ROLE_ROUTES) as UserType[]) {
    if (ROLE_ROUTES[role].some((route) => isUnder(pathname, route))) return role;
  }
  return null;
}

/** Where a user of this role goes instead of `pathname`, or null when the path is theirs. */
export function crossRoleRedirect(pathname: string, userType: UserType | null): string | null {
  if (!userType) return null;
  const owner = routeOwner(pathname);
  return owner && owner !== userType ? roleHome(userType) : null;
}

export type GuardRedirect = { to: string; state?: { from: string } };

/**
 * What the signed-in layout does with a location: an incomplete profile goes to Complete Your
 * Profile (remembering where the user was going), a cross-role route to the role's home.
 */
export function signedInRedirect(
  location: { pathname: string; search: string },
  user: User,
): GuardRedirect | null {
  if (!isProfileComplete(user)) {
    return { to: PROFILE_UPDATE_PATH, state: { from: location.pathname + location.search } };
  }
  const to = crossRoleRedirect(location.pathname, user.userType);
  return to ? { to } : null;
}
