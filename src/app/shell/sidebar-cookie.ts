import Cookies from 'js-cookie';

/** docs/product.md §9: the sidebar's expanded/collapsed state survives reloads for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS_IN_SECONDS = 60 * 60 * 24 * 7;

export function readSidebarExpanded(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== 'false';
}

export function writeSidebarExpanded(expanded: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, String(expanded), {
    path: '/',
    sameSite: 'lax',
    'max-age': String(SEVEN_DAYS_IN_SECONDS),
  });
}
