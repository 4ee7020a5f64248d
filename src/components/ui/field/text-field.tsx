import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldControlProps, useFieldId, type FieldProps } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> &
  Pick<FieldProps, 'label' | 'required' | 'hint' | 'error' | 'wide'> & {
    id?: string;
    /** react-hook-form's `register(name)` spreads its ref here. */
    ref?: Ref<HTMLInputElement>;
    /** Beside the input, e.g. a fixed dial code before a phone number or a unit select after it. */
    start?: ReactNode;
    end?: ReactNode;
  };

/**
 * A labelled text input: `<TextField label={t('name')} required error={errors.name?.message}
 * {...register('name')} />`.
 */
export function TextField({
  id: givenId,
  label,
  required,
  hint,
  error,
  wide,
  start,
  end,
  className,
  ...input
}: TextFieldProps) {
  const id = useFieldId(givenId);
  const control = (
    <input
      type="text"
      {...input}
      {...fieldControlProps(id, { error, hint, required })}
      className={className ? `field__control ${className}` : 'field__control'}
    />
  );
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      {start || end ? (
        <div className="field__group">
          {start}
          {control}
          {end}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}
