/** docs/architecture.md §4–§5: the limits of one-time codes. */
export const OTP_RULES = {
  validForMs: 5 * 60_000,
  resendAfterMs: 30_000,
  wrongTriesAllowed: 5,
  lockForMs: 15 * 60_000,
  sendsPerPhonePerHour: 5,
} as const;
