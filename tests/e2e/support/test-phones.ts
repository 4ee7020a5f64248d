/** Every browser test signs in with its own test phone: no SMS, fixed code, no shared OTP limits. */
export const E2E_CODE = '135790';
const FIRST = 520_000_000;
const COUNT = 400;

export function e2eTestPhones(): string {
  return Array.from({ length: COUNT }, (_, index) => `+966${FIRST + index}=${E2E_CODE}`).join(',');
}

/** A phone unique to this test, worker and project (retries reuse it, which the server allows). */
export function phoneFor(testIndex: number, projectIndex: number): string {
  return String(FIRST + projectIndex * 100 + testIndex);
}
