import './spinner.css';

type SpinnerProps = {
  className?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
};

/**
 * Ionic's 'crescent' spinner (<ion-spinner name="crescent">) drawn the same way without Ionic's
 * runtime, for the pages that load without Ionic: the driver link page and the app's loading and
 * error screens. A progress bar to assistive technology, as <ion-spinner> is.
 */
export function Spinner({ className, ...attributes }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      className={className ? `spinner ${className}` : 'spinner'}
      {...attributes}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle transform="translate(32,32)" r="26" />
      </svg>
    </span>
  );
}
