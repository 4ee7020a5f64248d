import { useId, type ReactNode } from 'react';
import { Icon } from '../../icon/icon';
import { alertCircle } from '../../icon/icons/alert-circle';
import './field.css';

export type FieldProps = {
  /** The control's id; its hint is `${id}-hint`, its error `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Marks the label with an asterisk; the control says aria-required itself. */
  required?: boolean;
  hint?: ReactNode;
  /** Shown (and announced) instead of the hint, and turns the control's edge red. */
  error?: string;
  /** Spans every column of a form grid. */
  wide?: boolean;
  /** Given when the label names something that is not a labelable element (a combobox's input). */
  labelId?: string;
  children: ReactNode;
};

/** The attributes that tie a control to its field's error or hint. */
export function fieldControlProps(
  id: string,
  { error, hint, required }: Pick<FieldProps, 'error' | 'hint' | 'required'>,
) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** The id a field's control gets when its caller names none. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

/** What every field component takes besides its control's own attributes. */
export type FieldOwnProps = Pick<FieldProps, 'label' | 'required' | 'hint' | 'error' | 'wide'> & {
  id?: string;
};

/**
 * Splits a field component's props into its frame's (for <Field>) and its control's (the rest,
 * with the id and the aria attributes that tie it to the frame's hint or error).
 */
export function useFieldParts<Rest extends object>(props: FieldOwnProps & Rest) {
  const { id: givenId, label, required, hint, error, wide, ...rest } = props;
  const id = useFieldId(givenId);
  return {
    frame: { id, label, required, hint, error, wide },
    control: { ...rest, ...fieldControlProps(id, { error, hint, required }) },
  };
}

/** A label, the control, and its hint or error underneath: the frame of every form field. */
export function Field({ id, label, required, hint, error, wide, labelId, children }: FieldProps) {
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label id={labelId} className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          <Icon icon={alertCircle} className="field__error-icon" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
