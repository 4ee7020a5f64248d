import { describe, expect, it } from 'vitest';
import {
  crossRoleRedirect,
  roleHome,
  routeOwner,
  signedInRedirect,
} from '../../src/app/guards/route-access';
import type { User } from '../../src/contract/user';
import {
  isSessionCheckDue,
  msUntilSessionCheck,
  SESSION_REVERIFY_MS,
} from '../../src/app/guards/session-timing';

const complete: User = {
  _id: 'u1',
  userName: 'Amal',
  lastName: 'Saleh',
  email: 'amal@example.sa',
  phone: '501234567',
  countryCode: '+966',
  companyName: 'Saleh Trading',
  companyAddress: 'Riyadh',
  legalName: null,
  vatNumber: null,
  crNumber: null,
  userType: 'user',
  sessionId: 's1',
  groupId: null,
  language: 'en',
};

describe('role routes (docs/architecture.md §6.1)', () => {
  it.each([
    ['/my-loads', 'user'],
    ['/my-loads/0c7e8a52-3a4b-4c5d-8e9f-0a1b2c3d4e5f', 'user'],
    ['/post-load', 'user'],
    ['/find-loads', 'provider'],
    ['/trips', 'provider'],
    ['/trips/6f1c1b9e-8a7d-4f3e-9b2a-0c1d2e3f4a5b', 'provider'],
    ['/trucks', 'provider'],
    ['/drivers', 'provider'],
    ['/driver-links', 'provider'],
    ['/', null],
    ['/profile', null],
    ['/notifications', null],
    ['/tripsheet', null],
  ])('%s belongs to %s', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });

  it.each([
    ['user', '/find-loads', '/my-loads'],
    ['user', '/trips', '/my-loads'],
    ['user', '/driver-links', '/my-loads'],
    ['user', '/trucks/42', '/my-loads'],
    ['user', '/trips/6f1c1b9e-8a7d-4f3e-9b2a-0c1d2e3f4a5b', '/my-loads'],
    ['provider', '/my-loads', '/find-loads'],
    ['provider', '/my-loads/0c7e8a52-3a4b-4c5d-8e9f-0a1b2c3d4e5f', '/find-loads'],
    ['provider', '/post-load', '/find-loads'],
  ] as const)('a %s opening %s goes to %s', (role, path, home) => {
    expect(crossRoleRedirect(path, role)).toBe(home);
    expect(roleHome(role)).toBe(home);
  });

  it.each([
    ['user', '/post-load'],
    ['user', '/profile'],
    ['provider', '/trips'],
    ['provider', '/notifications'],
    ['provider', '/'],
  ] as const)('a %s may open %s', (role, path) => {
    expect(crossRoleRedirect(path, role)).toBeNull();
  });
});

describe('signed-in redirects', () => {
  it('sends an incomplete profile to Complete Your Profile, remembering the way', () => {
    for (const missing of ['userName', 'email', 'userType'] as const) {
      expect(
        signedInRedirect(
          { pathname: '/post-load', search: '?deviceFingerprint=f' },
          {
            ...complete,
            [missing]: null,
          },
        ),
      ).toEqual({ to: '/profile-update', state: { from: '/post-load?deviceFingerprint=f' } });
    }
  });

  it('sends a complete shipper on a provider route to My Loads', () => {
    expect(signedInRedirect({ pathname: '/trips', search: '' }, complete)).toEqual({
      to: '/my-loads',
    });
  });

  it('lets a complete user stay on their own routes', () => {
    expect(signedInRedirect({ pathname: '/my-loads', search: '' }, complete)).toBeNull();
  });
});

describe('session re-verification timing (docs/product.md §4, §9)', () => {
  const checkedAt = 1_700_000_000_000;

  it('is due once more than 5 minutes have passed', () => {
    expect(SESSION_REVERIFY_MS).toBe(300_000);
    expect(isSessionCheckDue(checkedAt, checkedAt + 299_999)).toBe(false);
    expect(isSessionCheckDue(checkedAt, checkedAt + 300_000)).toBe(false);
    expect(isSessionCheckDue(checkedAt, checkedAt + 300_001)).toBe(true);
    expect(isSessionCheckDue(0, checkedAt)).toBe(true);
  });

  it('counts down to the next check', () => {
    expect(msUntilSessionCheck(checkedAt, checkedAt + 60_000)).toBe(240_000);
    expect(msUntilSessionCheck(checkedAt, checkedAt + 400_000)).toBe(0);
  });
});
