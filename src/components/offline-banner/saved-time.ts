import { differenceInCalendarDays, format } from 'date-fns';
import { formatDateTime } from '../../lib/format';

/** When the oldest data on screen was fetched: 'today at 2:05 PM', 'yesterday at …', or a date. */
export type SavedTime =
  { key: 'today' | 'yesterday'; time: string } | { key: 'date'; value: string };

export function savedTime(at: number, now: Date = new Date()): SavedTime {
  const date = new Date(at);
  const days = differenceInCalendarDays(now, date);
  // The time of day as SPEC §9 writes it; older saves get its full date and time.
  if (days === 0) return { key: 'today', time: format(date, 'h:mm a') };
  if (days === 1) return { key: 'yesterday', time: format(date, 'h:mm a') };
  return { key: 'date', value: formatDateTime(date) };
}
