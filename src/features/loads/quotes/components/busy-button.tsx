import type { ButtonHTMLAttributes } from 'react';
import { IonSpinner } from '@ionic/react';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant: 'primary' | 'secondary' | 'danger';
  busy?: boolean;
  /** Full width, for the one main action of a form. */
  block?: boolean;
};

/** A dialog button that shows a spinner while its request runs and cannot be pressed twice. */
export function BusyButton(props: BusyButtonProps) {
  const { variant, busy = false, block = false, disabled, children, ...rest } = props;
  return (
    <button
      type="button"
      {...rest}
      className={`quote-button quote-button--${variant}${block ? ' quote-button--block' : ''}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <IonSpinner name="crescent" className="quote-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
