import type { User } from '../../contract/user';

/** 'First Last', or the phone number before a name is known. */
export function userDisplayName(user: User | null): string | null {
  if (!user) return null;
  const name = [user.userName, user.lastName].filter(Boolean).join(' ').trim();
  return name || `${user.countryCode} ${user.phone}`.trim() || null;
}

export function userInitials(user: User | null): string | null {
  const first = user?.userName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || null;
}
