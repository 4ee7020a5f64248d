import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../../icon/icon';
import { chevronDown } from '../../icon/icons/chevron-down';
import { Field, useFieldParts, type FieldOwnProps } from './field';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> &
  FieldOwnProps & {
    ref?: Ref<HTMLSelectElement>;
    /** A first, unselectable option that asks for a choice ('Select truck type'). */
    placeholder?: string;
    /** The <option>s. For a long list (cities, trucks) use SearchableSelect instead. */
    children: ReactNode;
  };

/** A labelled native select: the phone's own picker, fine for a short list of choices. */
export function SelectField({ placeholder, className, children, ...props }: SelectFieldProps) {
  const { frame, control } = useFieldParts(props);
  return (
    <Field {...frame}>
      <div className="field__select">
        <select
          {...control}
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
