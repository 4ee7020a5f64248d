import { format, formatISO, isValid, parse } from 'date-fns';

/** Today as a date input's value (yyyy-MM-dd) in the shipper's own time zone: the input's minimum. */
export function todayInputValue(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** The chosen local date and time as ISO 8601 with the shipper's offset, e.g. 2025-03-04T09:30:00+04:00. */
export function scheduledDateIso(date: string, time: string): string | null {
  // A time input gives HH:mm, or HH:mm:ss when the browser keeps seconds.
  const pattern = time.length > 5 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm';
  const local = parse(`${date} ${time}`, pattern, new Date());
  return isValid(local) ? formatISO(local) : null;
}
