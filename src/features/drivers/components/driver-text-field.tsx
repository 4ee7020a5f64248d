import { useFormContext } from 'react-hook-form';
import { fieldAria, FleetField } from '../../fleet/components/fleet-field';
import type { DriverFormInput } from '../utils/driver-form-schema';

type DriverTextFieldProps = {
  name: 'name' | 'licenseNo';
  label: string;
  placeholder: string;
  autoComplete: string;
  /** The contract's limit, so nothing longer can be typed. */
  maxLength: number;
};

/** One required text field of the driver form. */
export function DriverTextField({
  name,
  label,
  placeholder,
  autoComplete,
  maxLength,
}: DriverTextFieldProps) {
  const { register, formState } = useFormContext<DriverFormInput>();
  const id = `add-driver-${name}`;
  const error = formState.errors[name]?.message;
  return (
    <FleetField id={id} label={label} required error={error} wide>
      <input
        id={id}
        className="fleet-field__control"
        type="text"
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        {...fieldAria(id, error)}
        {...register(name)}
      />
    </FleetField>
  );
}
