import type { TFunction } from 'i18next';

/** '45 minutes', '2 h 15 min': how long the truck waited at a stop. */
export function durationText(t: TFunction<'paperwork'>, minutes: number): string {
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  return t('duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
