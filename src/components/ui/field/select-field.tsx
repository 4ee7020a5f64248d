import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../../icon/icon';
import { chevronDown } from '../../icon/icons/chevron-down';
import { Field, fieldControlProps, useFieldId, type FieldProps } from './field';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> &
  Pick<FieldProps, 'label' | 'required' | 'hint' | 'error' | 'wide'> & {
    id?: string;
    ref?: Ref<HTMLSelectElement>;
    /** A first, unselectable option that asks for a choice ('Select truck type'). */
    placeholder?: string;
    /** The <option>s. For a long list (cities, trucks) use SearchableSelect instead. */
    children: ReactNode;
  };

/** A labelled native select: the phone's own picker, fine for a short list of choices. */
export function SelectField({
  id: givenId,
  label,
  required,
  hint,
  error,
  wide,
  placeholder,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = useFieldId(givenId);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <div className="field__select">
        <select
          {...select}
          {...fieldControlProps(id, { error, hint, required })}
          className={className ? `field__control ${className}` : 'field__control'}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {children}
        </select>
        <Icon icon={chevronDown} className="field__select-chevron" aria-hidden="true" />
      </div>
    </Field>
  );
}
