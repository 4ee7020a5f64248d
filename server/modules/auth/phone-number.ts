import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { countryByDialCode } from '../../../src/contract/reference';
import { HttpError } from '../../lib/http-error';

export type PhoneNumber = { e164: string; countryCode: string; nationalNumber: string };

/** docs/product.md §5: the exact length of the country's numbers; stored as E.164. */
export function parsePhone(nationalNumber: string, countryCode: string): PhoneNumber {
  const country = countryByDialCode(countryCode);
  if (!country) throw new HttpError(400, 'This country code is not supported.');
  const length = country.phoneNumberLength;
  const parsed = parsePhoneNumberFromString(
    `${countryCode}${nationalNumber}`,
    country.isoCode as CountryCode,
  );
  if (!/^\d+$/.test(nationalNumber) || nationalNumber.length !== length || !parsed?.isPossible()) {
    throw new HttpError(400, `Please enter a valid ${length}-digit phone number`);
  }
  return { e164: parsed.number, countryCode, nationalNumber };
}
