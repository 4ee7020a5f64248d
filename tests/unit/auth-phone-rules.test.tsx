import { describe, expect, it } from 'vitest';
import i18n from '../../src/app/i18n';
import { countries } from '../../src/contract/reference';
import { normalizeOtpInput, normalizePhoneInput } from '../../src/features/auth/utils/phone-input';
import { otpStepSchema, phoneStepSchema } from '../../src/features/auth/utils/sign-in-schemas';

const t = i18n.t.bind(i18n);

function phoneError(countryCode: string, phone: string): string | undefined {
  const result = phoneStepSchema(t).safeParse({ countryCode, phone });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('phone field input', () => {
  it('keeps digits only', () => {
    expect(normalizePhoneInput('5a0-1 2(3)4', '+966', 9)).toBe('501234');
  });

  it('never grows past the country length', () => {
    expect(normalizePhoneInput('5012345678', '+966', 9)).toBe('501234567');
    expect(normalizePhoneInput('501234567', '+965', 8)).toBe('50123456');
  });

  it('drops a pasted international or trunk prefix when a national number follows', () => {
    expect(normalizePhoneInput('+966 50 123 4567', '+966', 9)).toBe('501234567');
    expect(normalizePhoneInput('00971501234567', '+971', 9)).toBe('501234567');
    expect(normalizePhoneInput('0501234567', '+966', 9)).toBe('501234567');
  });

  it('cuts rather than guesses when no prefix explains the extra digits', () => {
    expect(normalizePhoneInput('96650123', '+966', 7)).toBe('9665012');
  });
});

describe('phone step validation (docs/product.md §5)', () => {
  it.each(countries.map((country) => [country.name, country.code, country.phoneNumberLength]))(
    '%s (%s) requires exactly %i digits',
    (_name, code, length) => {
      const message = `Please enter a valid ${length}-digit phone number`;
      expect(phoneError(code, '5'.repeat(length - 1))).toBe(message);
      expect(phoneError(code, '')).toBe(message);
      expect(phoneError(code, '5'.repeat(length))).toBeUndefined();
    },
  );

  it('uses the Gulf lengths of the reference data: 9 for Saudi Arabia, 8 for Kuwait', () => {
    expect(phoneError('+966', '50123456')).toBe('Please enter a valid 9-digit phone number');
    expect(phoneError('+965', '5012345')).toBe('Please enter a valid 8-digit phone number');
  });
});

describe('OTP check before verify (docs/architecture.md §6.9)', () => {
  const otpError = (otp: string) => {
    const result = otpStepSchema(t).safeParse({ otp });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts exactly six digits', () => {
    expect(otpError('123456')).toBeUndefined();
  });

  it.each(['', '12345', '12a456'])('refuses %j with a clear message', (otp) => {
    expect(otpError(otp)).toBe('Please enter the 6-digit OTP');
  });

  it('the field keeps digits only, six at most', () => {
    expect(normalizeOtpInput('Code: 123-4567', 6)).toBe('123456');
  });
});
