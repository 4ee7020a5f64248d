import i18next from 'i18next';
import { currentFormatLocale } from '../../../lib/current-language';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size as people read it: '2.1 MB', '512 kB', '1.2 GB' (powers of 1000, as phones show);
 * a few bytes read as '0 kB' rather than as a unit nobody uses. The unit is the language's own
 * (driver-page `settings.size`), as its phones write it: the browser's are Latin in Urdu, Hindi
 * and Bengali.
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes) / 1000;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(currentFormatLocale(), {
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
  return i18next.t(`driver-page:settings.size.${UNITS[unit]}`, { value: number });
}
