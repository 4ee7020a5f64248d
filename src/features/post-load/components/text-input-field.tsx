import { useFormContext } from 'react-hook-form';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues, StopPrefix } from '../utils/post-load-form-values';
import { describedControl, FormField } from './form-field';

type TextInputFieldProps = {
  name: 'material' | 'hsnCode' | `${StopPrefix}Address` | `${StopPrefix}ContactPerson`;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** The contract's limit, so the server never refuses a length the input allowed. */
  maxLength: number;
  autoComplete?: string;
  wide?: boolean;
};

export function TextInputField({
  name,
  id,
  label,
  required,
  hint,
  placeholder,
  maxLength,
  autoComplete = 'off',
  wide,
}: TextInputFieldProps) {
  const { register } = useFormContext<PostLoadFormValues>();
  const error = useFieldErrors()(name);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint} wide={wide}>
      <input
        className="post-load-control"
        type="text"
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        {...describedControl(id, error, hint)}
        {...register(name)}
      />
    </FormField>
  );
}
