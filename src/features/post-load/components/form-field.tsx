import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Spans the whole row of the section grid. */
  wide?: boolean;
  children: ReactNode;
};

/** The attributes that tie a control to its label's error or hint. */
export function describedControl(id: string, error?: string, hint?: string) {
  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/** A field's error, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="post-load-field__error" role="alert">
      <IonIcon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

/** A labelled control with its error (or hint) underneath; required fields carry a marker. */
export function FormField({ id, label, required, error, hint, wide, children }: FormFieldProps) {
  return (
    <div className={wide ? 'post-load-field post-load-field--wide' : 'post-load-field'}>
      <label className="post-load-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="post-load-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        hint && (
          <p id={`${id}-hint`} className="post-load-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
