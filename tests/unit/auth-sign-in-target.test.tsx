import { describe, expect, it } from 'vitest';
import i18n from '../../src/app/i18n';
import { ApiError } from '../../src/lib/api-client';
import {
  sendOtpErrorMessage,
  verifyOtpErrorMessage,
} from '../../src/features/auth/utils/otp-error-messages';
import { afterSignIn, signInTarget } from '../../src/features/auth/utils/sign-in-target';

const t = i18n.t.bind(i18n);
const signedIn = { token: 't', _id: 'u', sessionId: 's', language: 'en' as const };

describe('where sign-in goes (docs/product.md §2)', () => {
  it('returns to Post a Load with the draft fingerprint', () => {
    const search = new URLSearchParams('redirect=post-load&deviceFingerprint=abc123');
    expect(signInTarget(search)).toBe('/post-load?deviceFingerprint=abc123');
  });

  it('goes home without a fingerprint or with another redirect', () => {
    expect(signInTarget(new URLSearchParams('redirect=post-load'))).toBe('/');
    expect(signInTarget(new URLSearchParams('redirect=trips&deviceFingerprint=x'))).toBe('/');
    expect(signInTarget(new URLSearchParams())).toBe('/');
  });

  it('sends a new user through Complete Your Profile first, remembering the target', () => {
    const search = new URLSearchParams('redirect=post-load&deviceFingerprint=f1');
    expect(afterSignIn({ ...signedIn, userType: null }, search)).toEqual({
      to: '/profile-update',
      state: { from: '/post-load?deviceFingerprint=f1' },
    });
  });

  it('sends a known user straight to the target', () => {
    expect(afterSignIn({ ...signedIn, userType: 'provider' }, new URLSearchParams())).toEqual({
      to: '/',
    });
  });
});

describe('sign-in messages (docs/product.md §8)', () => {
  it('send: server message, or the generic one when the network failed', () => {
    expect(sendOtpErrorMessage(new ApiError(400, 'Bad number'), t)).toBe('Bad number');
    expect(sendOtpErrorMessage(new ApiError(0, undefined), t)).toBe(
      'Error sending OTP. Please try again.',
    );
  });

  it('verify: server message, else Invalid OTP', () => {
    expect(verifyOtpErrorMessage(new ApiError(400, 'OTP expired'), t)).toBe('OTP expired');
    expect(verifyOtpErrorMessage(new ApiError(400, undefined), t)).toBe(
      'Invalid OTP. Please try again.',
    );
  });

  it('429: the server message with the wait when it does not say it already', () => {
    expect(sendOtpErrorMessage(new ApiError(429, 'Too many requests.', 42), t)).toBe(
      'Too many requests. Please wait 42 seconds.',
    );
    expect(sendOtpErrorMessage(new ApiError(429, 'Try again in 42 seconds.', 42), t)).toBe(
      'Try again in 42 seconds.',
    );
  });
});
