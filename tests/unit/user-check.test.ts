import { describe, expect, it } from 'vitest';
import {
  isProfileComplete as contractIsProfileComplete,
  userSchema,
} from '../../src/contract/user';
import { isProfileComplete, parseUser } from '../../src/contract/user-check';

const user = {
  _id: '7d1c2b4e-1f0a-4c55-9d1e-2a3b4c5d6e7f',
  userName: 'Hind',
  lastName: null,
  email: 'hind@example.com',
  phone: '+966500000001',
  countryCode: '+966',
  companyName: 'Hind Trading',
  companyAddress: null,
  userType: 'user',
  sessionId: '1f0a7d1c-2b4e-4c55-9d1e-2a3b4c5d6e7f',
  groupId: null,
  language: 'ar',
};

/** userSchema's answer, as parseUser gives it: the data, or null. */
function zodAnswer(value: unknown) {
  const parsed = userSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('parseUser, the entry’s check of a User without zod', () => {
  it('checks the fields userSchema has, no more, no fewer', () => {
    expect(Object.keys(parseUser(user) ?? {})).toEqual(Object.keys(userSchema.shape));
  });

  const samples: [string, unknown][] = [
    ['a complete user', user],
    ['a provider with every field', { ...user, userType: 'provider', lastName: 'Al Saud' }],
    ['no role yet, empty strings', { ...user, userType: null, userName: '', email: '' }],
    ['unknown fields (dropped)', { ...user, token: 'secret', extra: { a: 1 } }],
    ['a missing field', Object.fromEntries(Object.entries(user).filter(([k]) => k !== 'email'))],
    ['a field undefined', { ...user, groupId: undefined }],
    ['a number for a string', { ...user, phone: 966500000001 }],
    ['null for a required string', { ...user, _id: null }],
    ['an unknown role', { ...user, userType: 'admin' }],
    ['no language (a copy saved before it): English', { ...user, language: undefined }],
    ['an unknown language', { ...user, language: 'fr' }],
    ['null for the language', { ...user, language: null }],
    ['null', null],
    ['a string', 'user'],
    ['an array', [user]],
    ['undefined', undefined],
  ];
  it.each(samples)('answers as userSchema does: %s', (_, value) => {
    expect(parseUser(value)).toEqual(zodAnswer(value));
  });

  it('is the contract’s own isProfileComplete', () => {
    expect(contractIsProfileComplete).toBe(isProfileComplete);
    expect(isProfileComplete(user as never)).toBe(true);
    expect(isProfileComplete({ ...user, email: null } as never)).toBe(false);
  });
});
