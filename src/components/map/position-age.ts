import type { TFunction } from 'i18next';
import { ageText } from '../../lib/format';

const STALE_AFTER_MS = 60 * 60 * 1000;

/** docs/product.md §9 age text of a reported position, in words: 'Just Now', '5 mins ago', 'Yesterday 9:15 PM'. */
export function positionAge(t: TFunction, updatedAt: string, now: Date = new Date()): string {
  const { key, ...values } = ageText(updatedAt, now);
  return t(`map:age.${key}`, values);
}

/** docs/product.md §4: a truck position older than an hour is shown dimmed. */
export function isPositionStale(updatedAt: string, now: Date = new Date()): boolean {
  const at = Date.parse(updatedAt);
  return Number.isNaN(at) || now.getTime() - at > STALE_AFTER_MS;
}

/** The driver's page reports at least every 30 s while open; ten silent minutes mean it is not. */
const PAUSED_AFTER_MS = 10 * 60 * 1000;

/** Whether reports have stopped during a trip: the page was closed, or the phone lost signal. */
export function isTrackingPaused(updatedAt: string, now: Date = new Date()): boolean {
  const at = Date.parse(updatedAt);
  return Number.isNaN(at) || now.getTime() - at > PAUSED_AFTER_MS;
}
