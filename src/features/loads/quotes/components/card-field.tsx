import type { InputHTMLAttributes, Ref } from 'react';

type CardFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled card input with its error underneath. Card data reads left to right in Arabic too. */
export function CardField({ id, label, error, className, ...input }: CardFieldProps) {
  return (
    <div className={`card-field${className ? ` ${className}` : ''}`}>
      <label className="card-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        dir="ltr"
        inputMode="numeric"
        className="card-field__control"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="card-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
