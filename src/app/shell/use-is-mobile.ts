import { useSyncExternalStore } from 'react';

/** docs/product.md §9: below 768 px the sidebar becomes an overlay drawer. */
export const MOBILE_BREAKPOINT_PX = 768;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileWidth, () => false);
}
