import { currentFormatLocale } from '../../lib/current-language';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** '512 B', '48.2 KB', '3.1 MB': enough to tell a scan from a photo before uploading it. */
export function formatFileSize(bytes: number, locale = currentFormatLocale()): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}
