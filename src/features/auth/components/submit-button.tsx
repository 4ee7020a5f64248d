import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner/spinner';

type SubmitButtonProps = {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/** The card's main action; keeps its name while busy so it stays findable. */
export function SubmitButton({ pending, disabled, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="auth-button auth-button--primary"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending && <Spinner className="auth-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
