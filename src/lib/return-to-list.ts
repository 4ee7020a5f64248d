import { useCallback } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';

/** Navigation state a list sets when one of its rows opens a details page. */
export const OPENED_FROM_LIST = { openedFromList: true } as const;

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

/**
 * A details page's back button: opened from its list, it steps back to that list (as browser
 * Back does, so history does not pile up); opened from a link or a reload, nothing of the list
 * lies behind it, so it goes to the list in its place.
 */
export function useReturnToList(list: To): () => void {
  const { state } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (openedFromList(state)) void navigate(-1);
    else void navigate(list, { replace: true });
  }, [state, navigate, list]);
}
