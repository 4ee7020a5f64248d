import type { InputHTMLAttributes, Ref } from 'react';
import { normalizeContactInput } from '../../lib/contact-number';
import './contact-number-input.css';

type ContactNumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'inputMode' | 'autoComplete'
> & {
  id: string;
  /** The stop's country's dial code, shown fixed in front and never typed. */
  dialCode: string;
  /** The country's number length: more digits are not kept. */
  phoneLength: number;
  /** The look of the form's other text inputs. */
  controlClassName: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A stop's contact number (Post a Load, the location dialog): digits only, the dial code of the
 * stop's country in front; a pasted international or trunk-prefixed number keeps its national part.
 */
export function ContactNumberInput({
  id,
  dialCode,
  phoneLength,
  controlClassName,
  onChange,
  'aria-describedby': describedBy,
  ...input
}: ContactNumberInputProps) {
  const prefixId = `${id}-prefix`;
  return (
    // Digits and the + of the prefix read left to right in any language (RTL guide).
    <div className="contact-number-input" dir="ltr">
      <span id={prefixId} className="contact-number-input__prefix">
        {dialCode}
      </span>
      <input
        {...input}
        id={id}
        className={`${controlClassName} contact-number-input__control`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-describedby={describedBy ? `${prefixId} ${describedBy}` : prefixId}
        onChange={(event) => {
          event.target.value = normalizeContactInput(event.target.value, dialCode, phoneLength);
          onChange?.(event);
        }}
      />
    </div>
  );
}
