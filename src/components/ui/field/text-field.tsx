import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, useFieldParts, type FieldOwnProps } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> &
  FieldOwnProps & {
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
export function TextField({ start, end, className, ...props }: TextFieldProps) {
  const { frame, control } = useFieldParts(props);
  const input = (
    <input
      type="text"
      {...control}
      className={className ? `field__control ${className}` : 'field__control'}
    />
  );
  return (
    <Field {...frame}>
      {start || end ? (
        <div className="field__group">
          {start}
          {input}
          {end}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
