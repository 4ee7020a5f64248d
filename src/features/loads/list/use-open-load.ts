import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** `/my-loads?load={loadId}` opens that load, as a notification does (it is a plain link). */
export const OPEN_LOAD_PARAM = 'load';

function openLoadIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('openLoadId' in state)) return null;
  return typeof state.openLoadId === 'string' && state.openLoadId ? state.openLoadId : null;
}

function withoutOpenLoadParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OPEN_LOAD_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The load whose details replace the list. SPEC §2: navigation state `openLoadId` (Post a Load's
 * OK) opens that load at once, then the state is cleared so a reload or Back shows the list;
 * the `load` search parameter (a notification's link) is taken the same way.
 */
export function useOpenLoad() {
  const location = useLocation();
  const navigate = useNavigate();
  const requested =
    openLoadIdOf(location.state) ??
    (new URLSearchParams(location.search).get(OPEN_LOAD_PARAM) || null);
  const [openLoadId, setOpenLoadId] = useState<string | null>(requested);

  useEffect(() => {
    if (!requested) return;
    setOpenLoadId(requested);
    void navigate(
      {
        pathname: location.pathname,
        search: withoutOpenLoadParam(location.search),
        hash: location.hash,
      },
      { replace: true, state: null },
    );
  }, [requested, navigate, location.pathname, location.search, location.hash]);

  return { openLoadId, openLoad: setOpenLoadId, closeLoad: () => setOpenLoadId(null) };
}
