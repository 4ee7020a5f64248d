import type { VerifyOtpData } from '../../../contract/user';

/**
 * docs/product.md §2: after sign-in, redirect=post-load with a device fingerprint goes back to Post a Load
 * (which restores the draft held under that fingerprint); anything else goes to `/`.
 */
export function signInTarget(search: URLSearchParams): string {
  const fingerprint = search.get('deviceFingerprint');
  if (search.get('redirect') === 'post-load' && fingerprint) {
    return `/post-load?${new URLSearchParams({ deviceFingerprint: fingerprint }).toString()}`;
  }
  return '/';
}

export type SignInNavigation = { to: string; state?: { from: string } };

/** A new user (no role yet) completes the profile first, then continues to the target. */
export function afterSignIn(data: VerifyOtpData, search: URLSearchParams): SignInNavigation {
  const target = signInTarget(search);
  if (!data.userType) return { to: '/profile-update', state: { from: target } };
  return { to: target };
}
