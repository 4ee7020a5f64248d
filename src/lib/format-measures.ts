import { currentFormatLocale, currentLanguage } from './current-language';

const MINUTES_PER_HOUR = 60;
const METRES_PER_KM = 1000;

/**
 * A time waited, in the language shown: "2 hr 35 min", "ساعتان و35 دقيقة". Arabic spells its
 * units out: its short ones (س, د) are single letters a reader does not expect in a sentence.
 */
export function formatDuration(totalMinutes: number): string {
  const locale = currentFormatLocale();
  const english = currentLanguage() === 'en';
  const minutes = Math.max(0, Math.round(totalMinutes));
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: english ? 'short' : 'long',
    }).format(value);
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(rest > 0 || hours === 0 ? [unit(rest, 'minute')] : []),
  ];
  return new Intl.ListFormat(locale, { type: 'unit', style: english ? 'narrow' : 'long' }).format(
    parts,
  );
}

/** [lng, lat] as people read a position: latitude first, five decimals (about a metre). */
export function formatCoordinates([lng, lat]: readonly [number, number]): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** A distance on the ground: metres under a kilometre, else kilometres to one decimal. */
export function formatDistance(metres: number): string {
  const far = metres >= METRES_PER_KM;
  return new Intl.NumberFormat(currentFormatLocale(), {
    style: 'unit',
    unit: far ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: far ? 1 : 0,
  }).format(far ? metres / METRES_PER_KM : metres);
}
