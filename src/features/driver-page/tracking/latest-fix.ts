import type { Fix } from './fix';

/**
 * The page's last good reading, kept for the delivery step: a phone standing still at the door
 * may give a second watch no new reading for a while, and the proof should not go without a place
 * the page already knows.
 */
let latest: Fix | null = null;

export function rememberFix(fix: Fix): void {
  latest = fix;
}

/** The last good reading when taken within `maxAgeMs` of `now`, else null. */
export function recentFix(maxAgeMs: number, now = Date.now()): Fix | null {
  return latest && now - latest.timestamp <= maxAgeMs ? latest : null;
}
