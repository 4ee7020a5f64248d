/**
 * What the phone field keeps of what was typed or pasted: digits only, never more than the
 * country's length. A pasted international (+966 / 00966) or trunk (0) prefix is dropped when
 * what follows is exactly a national number, so '+966 50 123 4567' becomes '501234567'.
 */
export function normalizePhoneInput(raw: string, dialCode: string, maxLength: number): string {
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

/** The OTP field keeps digits only, at most `length` of them. */
export function normalizeOtpInput(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}
