import { loadDetailsPath } from '../../../lib/detail-paths';

/** The search parameter of older links to a load, `/my-loads?load={loadId}`. */
const LOAD_PARAM = 'load';

function openLoadIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('openLoadId' in state)) return null;
  return typeof state.openLoadId === 'string' && state.openLoadId ? state.openLoadId : null;
}

/**
 * Where an older way of opening a load on `/my-loads` now leads: docs/product.md §2's navigation state
 * `openLoadId`, and `?load=` (notifications and shared links before Load Details had its own
 * address), each to `/my-loads/{loadId}`. Null when the list itself was asked for.
 */
export function legacyLoadTarget(location: { search: string; state: unknown }): string | null {
  const loadId =
    openLoadIdOf(location.state) ?? new URLSearchParams(location.search).get(LOAD_PARAM);
  return loadId ? loadDetailsPath(loadId) : null;
}
