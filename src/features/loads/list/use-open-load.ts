import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function openLoadIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('openLoadId' in state)) return null;
  return typeof state.openLoadId === 'string' && state.openLoadId ? state.openLoadId : null;
}

/**
 * The load whose details replace the list. SPEC §2: navigation state `openLoadId` (Post a Load's
 * OK) opens that load at once, then the state is cleared so a reload or Back shows the list.
 */
export function useOpenLoad() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = openLoadIdOf(location.state);
  const [openLoadId, setOpenLoadId] = useState<string | null>(requested);

  useEffect(() => {
    if (!requested) return;
    setOpenLoadId(requested);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [requested, navigate, location.pathname, location.search, location.hash]);

  return { openLoadId, openLoad: setOpenLoadId, closeLoad: () => setOpenLoadId(null) };
}
