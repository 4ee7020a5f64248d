import { countries, DEFAULT_DIAL_CODE, DEFAULT_PHONE_LENGTH } from '../contract/reference';

/** Shorter than this is a number cut off, not a landline (Gulf numbers have 7 to 9 digits). */
const MIN_CONTACT_DIGITS = 7;

export type StopPhoneRules = { dialCode: string; phoneLength: number };

/** docs/architecture.md §6.5: a stop's contact number carries the dial code of that stop's own country. */
export function stopPhoneRules(countryName: string): StopPhoneRules {
  const country = countries.find((candidate) => candidate.name === countryName);
  return {
    dialCode: country?.code ?? DEFAULT_DIAL_CODE,
    phoneLength: country?.phoneNumberLength ?? DEFAULT_PHONE_LENGTH,
  };
}

/** The national part of a stored number: '+966501234567' → '501234567'. */
export function nationalDigits(contactNumber: string | null, dialCode: string): string {
  if (!contactNumber) return '';
  const digits = contactNumber.replace(/\D/g, '');
  const dialDigits = dialCode.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(contactNumber);
  const withoutZeros = contactNumber.trim().startsWith('00') ? digits.slice(2) : digits;
  return international && withoutZeros.startsWith(dialDigits)
    ? withoutZeros.slice(dialDigits.length)
    : digits;
}

/**
 * What the number field keeps of typing or pasting: digits, at most the country's length. A
 * pasted '+966 50 123 4567' loses its prefix when the rest is exactly a national number.
 */
export function normalizeContactInput(raw: string, dialCode: string, maxLength: number): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= maxLength) return digits;
  const dialDigits = dialCode.replace(/\D/g, '');
  for (const prefix of [`00${dialDigits}`, dialDigits, '0']) {
    if (digits.startsWith(prefix) && digits.length - prefix.length === maxLength) {
      return digits.slice(prefix.length);
    }
  }
  return digits.slice(0, maxLength);
}

/** Why typed national digits cannot be saved, or null: none at all is fine (it is optional). */
export function contactNumberIssue(
  digits: string,
  phoneLength: number,
): 'notDigits' | 'tooLong' | 'phoneShort' | null {
  if (!/^\d*$/.test(digits)) return 'notDigits';
  if (digits.length > phoneLength) return 'tooLong';
  if (digits.length > 0 && digits.length < MIN_CONTACT_DIGITS) return 'phoneShort';
  return null;
}

/** The number as the API keeps it, '+966501234567'; null when none was typed. */
export function fullContactNumber(dialCode: string, digits: string): string | null {
  return digits ? `${dialCode}${digits}` : null;
}
