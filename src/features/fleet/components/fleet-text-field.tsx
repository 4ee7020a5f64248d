import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { fieldAria, FleetField } from './fleet-field';

type FleetTextFieldProps<Values extends FieldValues> = {
  /** The control's id, e.g. `add-truck-model`. */
  id: string;
  name: Path<Values>;
  label: string;
  placeholder: string;
  /** The contract's limit, so nothing longer can be typed. */
  maxLength: number;
  autoComplete?: string;
  /** Across both columns of the form grid. */
  wide?: boolean;
  /** 'ltr' for a value that reads left to right in any language (a licence plate). */
  dir?: 'ltr';
};

/** One required text field of a truck or driver form. */
export function FleetTextField<Values extends FieldValues>({
  id,
  name,
  label,
  placeholder,
  maxLength,
  autoComplete = 'off',
  wide,
  dir,
}: FleetTextFieldProps<Values>) {
  const { register, formState } = useFormContext<Values>();
  const error = formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <FleetField id={id} label={label} required error={message} wide={wide}>
      <input
        id={id}
        className="fleet-field__control"
        type="text"
        dir={dir}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        {...fieldAria(id, message)}
        {...register(name)}
      />
    </FleetField>
  );
}
