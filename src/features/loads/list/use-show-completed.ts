import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const COMPLETED_PARAM = 'completed';

/**
 * Whether the completed loads are shown, kept in the address (`?completed=1`): Back from a
 * completed load's details returns to the list as it was. Toggling adds no history entry.
 */
export function useShowCompleted(): [boolean, (show: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.get(COMPLETED_PARAM) === '1';
  const setShown = useCallback(
    (show: boolean) =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          if (show) next.set(COMPLETED_PARAM, '1');
          else next.delete(COMPLETED_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [shown, setShown];
}
