import type { UserType } from '../../../contract/user';

const PATHS: Record<UserType, string> = {
  user: 'M16 4l10 5.5v13L16 28 6 22.5v-13zM6 9.5l10 5.5 10-5.5M16 15v13',
  provider:
    'M3 9h15v11H3zM18 13h6l4 4.5V20H18M9 23.5a2.5 2.5 0 1 1 0-.01M23 23.5a2.5 2.5 0 1 1 0-.01',
};

/** A goods box for shippers, a truck for transport providers. */
export function RoleIcon({ role }: { role: UserType }) {
  return (
    <svg
      className="role-card__icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[role]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
