/** The benchmark's own test phones (no SMS, a fixed code), apart from the browser tests' range. */
export const BENCH_CODE = '246810';

export const BENCH_PHONES = { shipper: '530000001', provider: '530000002' } as const;

/** `OTP_TEST_PHONES` for the server: every benchmark phone with the fixed code. */
export function benchTestPhones(): string {
  return Object.values(BENCH_PHONES)
    .map((phone) => `+966${phone}=${BENCH_CODE}`)
    .join(',');
}
