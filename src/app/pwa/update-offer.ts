import { useSyncExternalStore } from 'react';

/** A new build the user may switch to; `apply` does it (and reloads the page). */
export type UpdateOffer = { apply: () => Promise<void> };

let current: UpdateOffer | null = null;
const listeners = new Set<() => void>();

function publish(next: UpdateOffer | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows 'Update available'; a newer offer replaces the one shown. */
export const offerUpdate = (apply: () => Promise<void>) => publish({ apply });

/** 'Later': hidden until the next new build, or the next visit. */
export const withdrawUpdate = () => publish(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateOffer(): UpdateOffer | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
