import { DEFAULT_LANGUAGE, isLanguage } from './languages';
import type { User } from './user';

/*
 * The checks of ./user that the app's entry needs, without zod: every page loads the entry, the
 * driver link page included, and zod is too big for that page's first load (issue 8 web budgets).
 * tests/unit/user-check.test.ts keeps `parseUser` equal to `userSchema`.
 */

/** The User's fields as `userSchema` lists them, each with its check. */
const USER_FIELDS: { [K in keyof User]-?: (value: unknown) => boolean } = {
  _id: isString,
  userName: isNullableString,
  lastName: isNullableString,
  email: isNullableString,
  phone: isString,
  countryCode: isString,
  companyName: isNullableString,
  companyAddress: isNullableString,
  legalName: isNullableString,
  vatNumber: isNullableString,
  crNumber: isNullableString,
  userType: (value) => value === null || value === 'user' || value === 'provider',
  sessionId: isString,
  groupId: isNullableString,
  language: isLanguage,
};

/** What `userSchema` puts in place of a field left out (a copy saved before the field existed). */
const USER_DEFAULTS: Partial<User> = {
  language: DEFAULT_LANGUAGE,
  legalName: null,
  vatNumber: null,
  crNumber: null,
};

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** `userSchema.safeParse(value)`'s data, or null where it fails: unknown fields are dropped. */
export function parseUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(USER_FIELDS)) {
    const value = input[field] === undefined ? USER_DEFAULTS[field as keyof User] : input[field];
    if (!check(value)) return null;
    user[field] = value;
  }
  return user as User;
}

/** A profile is complete when the user has a first name, an email, a phone and a role. */
export function isProfileComplete(user: Pick<User, 'userName' | 'email' | 'phone' | 'userType'>) {
  return Boolean(user.userName && user.email && user.phone && user.userType);
}
