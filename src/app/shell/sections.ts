/** The areas of the signed-in app, named as in docs/product.md §2; each is the first segment of its route. */
export const SECTIONS = [
  'home',
  'my-loads',
  'post-load',
  'find-loads',
  'trips',
  'trucks',
  'drivers',
  'driver-links',
  'profile',
  'notifications',
] as const;

export type Section = (typeof SECTIONS)[number];

export function sectionPath(section: Section): string {
  return section === 'home' ? '/' : `/${section}`;
}

function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

/** The section a path belongs to; `null` for paths outside the shell's sections. */
export function sectionFromPath(pathname: string): Section | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (first === undefined) return 'home';
  if (first === 'profile-update') return 'profile';
  return isSection(first) && first !== 'home' ? first : null;
}
