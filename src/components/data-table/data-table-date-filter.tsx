import { format, isValid, parseISO } from 'date-fns';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/icon-button/icon-button';
import { DataTableCalendar } from './data-table-calendar';
import { formatDateAs } from '../../lib/format-date';
import { FILTER_DATE_FORMAT } from './date-formats';

type Props = {
  id: string;
  title: string;
  /** The chosen day as yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

function parseDay(value: string): Date | null {
  if (value === '') return null;
  const day = parseISO(value);
  return isValid(day) ? day : null;
}

/** A date filter: a trigger showing the day or 'Pick a date', a popover calendar, a clear button. */
export function DataTableDateFilter({ id, title, value, onChange }: Props) {
  const { t } = useTranslation('data-table');
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const selected = parseDay(value);
  const display = selected ? formatDateAs(selected, 'date') : t('pickDate');

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setIsOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  function closeToTrigger() {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    closeToTrigger();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the filter closes the popover like a click outside does.
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setIsOpen(false);
  }

  return (
    <div
      className="data-table-date-filter"
      ref={rootRef}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={triggerRef}
        id={id}
        type="button"
        className="data-table-filter-input data-table-date-trigger"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        aria-label={t('dateFilterLabel', { title, value: display })}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg
          className="data-table-calendar-icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <rect
            x="2"
            y="3"
            width="12"
            height="11"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M2 6.5h12M5 1.5v3M11 1.5v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span className={selected ? undefined : 'data-table-placeholder'}>{display}</span>
      </button>
      {selected && (
        <IconButton
          size="sm"
          label={t('clearDateFilter', { title })}
          icon={
            <svg viewBox="0 0 16 16" width="16" height="16">
              <path d="m4 4 8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          }
          className="data-table-date-clear"
          onClick={() => {
            onChange('');
            triggerRef.current?.focus();
          }}
        />
      )}
      {isOpen && (
        <div
          id={popoverId}
          role="dialog"
          aria-label={t('filterBy', { title })}
          className="data-table-popover"
          // Focusable so a click on the popover's background keeps focus inside it.
          tabIndex={-1}
        >
          <DataTableCalendar
            selected={selected}
            onSelect={(day) => {
              onChange(format(day, FILTER_DATE_FORMAT));
              closeToTrigger();
            }}
          />
        </div>
      )}
    </div>
  );
}
