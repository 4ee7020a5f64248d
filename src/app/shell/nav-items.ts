import type { UserType } from '../../contract/user';
import type { Section } from './sections';

export type NavGroup = { id: 'workspace' | 'account'; sections: Section[] };

const ACCOUNT: NavGroup = { id: 'account', sections: ['notifications', 'profile'] };

/** The sidebar per role (docs/product.md §2 Shell); Driver Links follows Drivers for providers. */
export function navGroupsFor(userType: UserType | null): NavGroup[] {
  if (userType === 'user') {
    return [{ id: 'workspace', sections: ['my-loads', 'post-load'] }, ACCOUNT];
  }
  if (userType === 'provider') {
    return [
      { id: 'workspace', sections: ['find-loads', 'trips', 'trucks', 'drivers', 'driver-links'] },
      ACCOUNT,
    ];
  }
  return [ACCOUNT];
}
