import { useSyncExternalStore } from 'react';
import { readToken } from '../../lib/session-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The stored token, updated when another tab signs in or out. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
