import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebar-cookie';
import { useIsMobile } from './use-is-mobile';

export type SidebarState = {
  isMobile: boolean;
  /** Desktop: full width (true) or icons only (false). */
  expanded: boolean;
  /** Mobile: the overlay drawer is showing. */
  mobileOpen: boolean;
  toggle: () => void;
  closeMobile: () => void;
};

/**
 * Collapse on desktop (remembered in a cookie), an overlay drawer on mobile, Ctrl/Cmd+B for both.
 * The drawer belongs to the location it was opened on, so any navigation closes it.
 */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const { key: locationKey } = useLocation();
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const mobileOpen = isMobile && drawerOpenedAt === locationKey;

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpenedAt(mobileOpen ? null : locationKey);
      return;
    }
    setExpanded(!expanded);
    writeSidebarExpanded(!expanded);
  }, [isMobile, mobileOpen, locationKey, expanded]);

  const closeMobile = useCallback(() => setDrawerOpenedAt(null), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  useEffect(() => {
    if (!mobileOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeMobile();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen, closeMobile]);

  return { isMobile, expanded, mobileOpen, toggle, closeMobile };
}
