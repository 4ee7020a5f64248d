import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCodeStep,
  readCodeStep,
  writeCodeStep,
  type CodeStep,
} from '../../src/features/auth/utils/code-step-storage';
import { otpLockedUntil } from '../../src/features/auth/utils/otp-lock';
import { ApiError } from '../../src/lib/api-client';

const step: CodeStep = {
  countryCode: '+966',
  phone: '501234567',
  otpId: '2f1c6a4e-7b7a-4a36-9d7e-3f1c2b9a0c11',
  resendAt: 1_900_000_030_000,
  lockedUntil: null,
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the kept code step', () => {
  it('comes back as it was written, and is gone once cleared', () => {
    writeCodeStep(step);
    expect(readCodeStep()).toEqual(step);
    writeCodeStep({ ...step, lockedUntil: 1_900_000_900_000 });
    expect(readCodeStep()?.lockedUntil).toBe(1_900_000_900_000);
    clearCodeStep();
    expect(readCodeStep()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ phone: '501234567' })],
    ['a code id that is no id', JSON.stringify({ ...step, otpId: 'x' })],
    ['a phone with letters', JSON.stringify({ ...step, phone: '50abc' })],
  ])('is ignored when it is %s: sign-in starts from the number', (_, raw) => {
    sessionStorage.setItem('signInCodeStep', raw);
    expect(readCodeStep()).toBeNull();
  });

  it('never stops sign-in when the storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeCodeStep(step)).not.toThrow();
    expect(readCodeStep()).toBeNull();
  });
});

describe('the lock in a refused answer', () => {
  it('reads lockedUntil from a 429 only', () => {
    const payload = {
      success: false,
      msg: 'Too many wrong codes.',
      lockedUntil: '2030-03-01T10:15:00.000Z',
    };
    expect(otpLockedUntil(new ApiError(429, payload.msg, 900, payload))).toBe(
      Date.parse('2030-03-01T10:15:00.000Z'),
    );
    expect(otpLockedUntil(new ApiError(400, payload.msg, undefined, payload))).toBeNull();
  });

  it('is null for a wait that is no lock, and for anything else', () => {
    expect(
      otpLockedUntil(new ApiError(429, 'Please wait', 20, { success: false, msg: 'Please wait' })),
    ).toBeNull();
    expect(otpLockedUntil(new ApiError(0, undefined))).toBeNull();
    expect(otpLockedUntil(new Error('boom'))).toBeNull();
  });
});
