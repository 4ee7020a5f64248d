import type { ReactNode } from 'react';
import { IonSpinner } from '@ionic/react';

type FleetActionButtonProps = {
  tone: 'primary' | 'secondary' | 'danger' | 'danger-outline';
  /** Sending: the button shows a spinner and takes no second click. */
  busy?: boolean;
  disabled?: boolean;
  /** A submit button names the form it submits (forms sit in the dialog's body). */
  form?: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A fleet dialog's button: one look per tone, busy while its request is on its way. */
export function FleetActionButton({
  tone,
  busy = false,
  disabled = false,
  form,
  onClick,
  children,
}: FleetActionButtonProps) {
  return (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      className={`fleet-button fleet-button--${tone}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy && <IonSpinner name="crescent" className="fleet-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
