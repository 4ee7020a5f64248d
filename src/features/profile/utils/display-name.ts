import type { User } from '../../../contract/user';

export function fullName(user: Pick<User, 'userName' | 'lastName'>): string {
  return [user.userName, user.lastName].filter(Boolean).join(' ').trim();
}

/** Up to two letters for the avatar: first and last name, or the first name alone. */
export function initials(user: Pick<User, 'userName' | 'lastName'>): string {
  const letters = [user.userName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}
