import type { ProfileUpdateFields } from '../../../src/contract/user';
import { HttpError } from '../../lib/http-error';
import type { UserRow } from './users.schema';

export const PHONE_NOT_CHANGEABLE = 'Your phone number cannot be changed here.';

/** Digits only: '+966', '966', '00966' and ' +966 ' are one country code; '500 000 001' one number. */
const digitsOf = (value: string) => value.replace(/[\s\-().]/g, '');
const dialDigitsOf = (value: string) => digitsOf(value).replace(/^(\+|00)/, '');

/**
 * The profile form sends its read-only phone and country code back (docs/product.md §2 Profile):
 * the caller's own, in any of their written forms, pass; anything else is refused, since the
 * phone is the account's sign-in and changes only through a new one-time code.
 */
export function assertOwnPhone(
  current: Pick<UserRow, 'nationalNumber' | 'countryCode'>,
  { phone, countryCode }: Pick<ProfileUpdateFields, 'phone' | 'countryCode'>,
): void {
  const samePhone = phone === undefined || digitsOf(phone) === current.nationalNumber;
  const sameCountry =
    countryCode === undefined || dialDigitsOf(countryCode) === dialDigitsOf(current.countryCode);
  if (!samePhone || !sameCountry) throw new HttpError(400, PHONE_NOT_CHANGEABLE);
}
