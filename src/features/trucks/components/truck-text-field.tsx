import { useFormContext } from 'react-hook-form';
import { fieldAria, FleetField } from '../../fleet/components/fleet-field';
import type { TruckFormInput } from '../utils/truck-form-schema';

type TruckTextFieldProps = {
  name: 'name' | 'licensePlate' | 'model';
  label: string;
  placeholder: string;
  /** The contract's limit, so nothing longer can be typed. */
  maxLength: number;
};

/** One required text field of the truck form. */
export function TruckTextField({ name, label, placeholder, maxLength }: TruckTextFieldProps) {
  const { register, formState } = useFormContext<TruckFormInput>();
  const id = `add-truck-${name}`;
  const error = formState.errors[name]?.message;
  return (
    <FleetField id={id} label={label} required error={error}>
      <input
        id={id}
        className="fleet-field__control"
        type="text"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        {...fieldAria(id, error)}
        {...register(name)}
      />
    </FleetField>
  );
}
