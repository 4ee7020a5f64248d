import './status-pill.css';

export type StatusPillTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

type StatusPillProps = {
  /** success: done or fine; info: moving; warning: waiting on someone; danger: stopped; neutral: off. */
  tone: StatusPillTone;
  label: string;
  /** lg for the one status a screen is about (a trip's, on the driver's page). */
  size?: 'md' | 'lg';
};

/**
 * A status as a coloured pill with a dot. The label always says the status, so colour is never
 * the only signal.
 */
export function StatusPill({ tone, label, size = 'md' }: StatusPillProps) {
  return (
    <span className={`status-pill status-pill--${size}`} data-tone={tone}>
      <span className="status-pill__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
