import { useEffect, useRef } from 'react';
import { NavigationType, useBlocker, useLocation, useNavigate } from 'react-router-dom';

/** The router's own entry index in `history.state`; 0 means nothing of the app lies behind. */
function isFirstHistoryEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && state.idx === 0;
}

/** Keeps the user on this page when they press Back; `onBlocked` tells them why. */
export function useBlockBackNavigation(onBlocked: () => void): void {
  const blocker = useBlocker(({ historyAction }) => historyAction === NavigationType.Pop);
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = useRef(false);

  // Back from the first entry would leave the app, where no blocker reaches: step onto a copy.
  useEffect(() => {
    if (guarded.current || !isFirstHistoryEntry()) return;
    guarded.current = true;
    void navigate(`${location.pathname}${location.search}`, { state: location.state });
  }, [location, navigate]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBlocked();
  }, [blocker, onBlocked]);
}
