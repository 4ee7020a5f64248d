import type { TestInfo } from '@playwright/test';

/** Every browser test signs in with its own test phone: no SMS, a fixed code, no shared OTP limits. */
export const E2E_CODE = '135790';
const FIRST = 520_000_000;
const PER_PROJECT = 260;
const PROJECTS = ['phone', 'tablet', 'desktop', 'setup'];
/**
 * The first try and CI's one retry each get their own numbers: a retried test signs up afresh
 * instead of finding its first try's account (which skips the profile step it checks).
 */
const ATTEMPTS = 2;

export function e2eTestPhones(): string {
  return Array.from(
    { length: PER_PROJECT * PROJECTS.length * ATTEMPTS },
    (_, index) => `+966${FIRST + index}=${E2E_CODE}`,
  ).join(',');
}

/**
 * A Saudi number of this test's own: `slot` is unique within the suite, the project and the
 * attempt spread them.
 */
export function phoneFor(testInfo: TestInfo, slot: number): string {
  const project = PROJECTS.indexOf(testInfo.project.name);
  if (project < 0 || slot >= PER_PROJECT || testInfo.retry >= ATTEMPTS)
    throw new Error(`No test phone for ${testInfo.project.name}/${slot}, try ${testInfo.retry}`);
  const block = testInfo.retry * PROJECTS.length + project;
  return String(FIRST + block * PER_PROJECT + slot);
}
