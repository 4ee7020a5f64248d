import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

type FleetFieldProps = {
  /** The control's id; its error, when shown, is `${id}-error`. */
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** For fields that span both columns of the form grid. */
  wide?: boolean;
  children: ReactNode;
};

/** A labelled form control with its hint or error underneath (the error is announced). */
export function FleetField({ id, label, required, error, hint, wide, children }: FleetFieldProps) {
  return (
    <div className={`fleet-field${wide ? ' fleet-field--wide' : ''}`}>
      <label className="fleet-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="fleet-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="fleet-field__error" role="alert">
          <IonIcon icon={alertCircle} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="fleet-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** aria attributes tying a control to FleetField's error or hint. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  };
}
