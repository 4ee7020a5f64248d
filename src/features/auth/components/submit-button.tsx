import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner/spinner';

type SubmitButtonProps = {
  pending: boolean;
  disabled?: boolean;
  /** The id of what says why the button is off. */
  describedBy?: string;
  children: ReactNode;
};

/** The card's main action; keeps its name while busy so it stays findable. */
export function SubmitButton({ pending, disabled, describedBy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="auth-button auth-button--primary"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
    >
      {pending && <Spinner className="auth-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
