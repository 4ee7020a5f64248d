import type { InputHTMLAttributes, Ref } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint or error underneath; required fields carry a marker. */
export function TextField({ id, label, error, hint, required, wide, ...input }: TextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={wide ? 'profile-field profile-field--wide' : 'profile-field'}>
      <label className="profile-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="profile-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={id}
        className="profile-field__control"
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="profile-field__error" role="alert">
          <IonIcon icon={alertCircle} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="profile-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
