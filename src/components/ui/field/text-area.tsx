import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, fieldControlProps, useFieldId, type FieldProps } from './field';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> &
  Pick<FieldProps, 'label' | 'required' | 'hint' | 'error' | 'wide'> & {
    id?: string;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line input, e.g. a charge's reason or a load's notes. */
export function TextArea({
  id: givenId,
  label,
  required,
  hint,
  error,
  wide,
  className,
  rows = 3,
  ...textarea
}: TextAreaProps) {
  const id = useFieldId(givenId);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <textarea
        rows={rows}
        {...textarea}
        {...fieldControlProps(id, { error, hint, required })}
        className={
          className
            ? `field__control field__control--area ${className}`
            : 'field__control field__control--area'
        }
      />
    </Field>
  );
}
