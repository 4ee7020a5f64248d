import {
  addDays,
  addMonths,
  addYears,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfToday,
  startOfWeek,
} from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAs } from '../../lib/format-date';
import { IconButton } from '../ui/icon-button/icon-button';
import { getCalendarDays, WEEK_STARTS_ON } from './calendar-days';
import { FILTER_DATE_FORMAT } from './date-formats';

type Props = {
  selected: Date | null;
  onSelect: (day: Date) => void;
};

/** Where a navigation key moves the focused day; null for keys the grid does not handle. */
function dayForKey(event: KeyboardEvent<HTMLElement>, day: Date): Date | null {
  // Left and right follow reading direction, so they swap in Arabic.
  const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, { weekStartsOn: WEEK_STARTS_ON });
    case 'End':
      return endOfWeek(day, { weekStartsOn: WEEK_STARTS_ON });
    case 'PageUp':
      return event.shiftKey ? addYears(day, -1) : addMonths(day, -1);
    case 'PageDown':
      return event.shiftKey ? addYears(day, 1) : addMonths(day, 1);
    default:
      return null;
  }
}

/** A month arrow, pointing back or forward in the reading direction (mirrored in RTL by CSS). */
function Chevron({ points }: { points: 'back' | 'forward' }) {
  return (
    <svg
      className="data-table-chevron"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
    >
      <path
        d={points === 'back' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** One month, weeks from Sunday, outside days shown (docs/product.md §9); a roving tab stop on the days. */
export function DataTableCalendar({ selected, onSelect }: Props) {
  const { t } = useTranslation('data-table');
  const monthLabelId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusedDay, setFocusedDay] = useState(() => selected ?? startOfToday());
  const [month, setMonth] = useState(() => startOfMonth(selected ?? startOfToday()));
  // True on open and after keyboard moves; month buttons keep focus on themselves.
  const shouldFocusDay = useRef(true);

  useEffect(() => {
    if (!shouldFocusDay.current) return;
    shouldFocusDay.current = false;
    const key = format(focusedDay, FILTER_DATE_FORMAT);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${key}"]`)?.focus();
  }, [focusedDay]);

  function showMonth(offset: number) {
    setMonth((current) => addMonths(current, offset));
    setFocusedDay((current) => addMonths(current, offset));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = dayForKey(event, focusedDay);
    if (!next) return;
    event.preventDefault();
    shouldFocusDay.current = true;
    setFocusedDay(next);
    if (!isSameMonth(next, month)) setMonth(startOfMonth(next));
  }

  const days = getCalendarDays(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, index) =>
    days.slice(index * 7, index * 7 + 7),
  );

  return (
    <div className="data-table-calendar">
      <div className="data-table-calendar-header">
        <IconButton
          label={t('previousMonth')}
          icon={<Chevron points="back" />}
          onClick={() => showMonth(-1)}
        />
        <div id={monthLabelId} className="data-table-calendar-month" aria-live="polite">
          {formatDateAs(month, 'monthYear')}
        </div>
        <IconButton
          label={t('nextMonth')}
          icon={<Chevron points="forward" />}
          onClick={() => showMonth(1)}
        />
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="data-table-calendar-grid"
        aria-labelledby={monthLabelId}
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day.getDay()} scope="col" abbr={formatDateAs(day, 'weekday')}>
                {formatDateAs(day, 'weekdayShort')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.getTime()}>
              {week.map((day) => {
                const isSelected = selected !== null && isSameDay(day, selected);
                const classes = ['data-table-day'];
                if (!isSameMonth(day, month)) classes.push('data-table-day-outside');
                if (isSelected) classes.push('data-table-day-selected');
                if (isToday(day)) classes.push('data-table-day-today');
                return (
                  <td key={day.getTime()} aria-selected={isSelected}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      data-day={format(day, FILTER_DATE_FORMAT)}
                      tabIndex={isSameDay(day, focusedDay) ? 0 : -1}
                      aria-label={formatDateAs(day, 'longDate')}
                      aria-current={isToday(day) ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                    >
                      {formatDateAs(day, 'dayOfMonth')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
