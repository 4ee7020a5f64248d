import type { UserType } from '../../contract/user';

export type QuickActionId =
  'post-load' | 'my-loads' | 'find-loads' | 'trips' | 'trucks' | 'drivers' | 'profile-update';

/** Shortcuts to the role's sidebar destinations; a user without a role is sent to choose one. */
export function quickActionsFor(userType: UserType | null): QuickActionId[] {
  if (userType === 'user') return ['post-load', 'my-loads'];
  if (userType === 'provider') return ['find-loads', 'trips', 'trucks', 'drivers'];
  return ['profile-update'];
}
