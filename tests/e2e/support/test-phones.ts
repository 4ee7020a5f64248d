import type { TestInfo } from '@playwright/test';

/** Every browser test signs in with its own test phone: no SMS, a fixed code, no shared OTP limits. */
export const E2E_CODE = '135790';
const FIRST = 520_000_000;
const PER_PROJECT = 260;
const PROJECTS = ['phone', 'tablet', 'desktop', 'setup'];

export function e2eTestPhones(): string {
  return Array.from(
    { length: PER_PROJECT * PROJECTS.length },
    (_, index) => `+966${FIRST + index}=${E2E_CODE}`,
  ).join(',');
}

/** A Saudi number of this test's own: `slot` is unique within the suite, the project spreads them. */
export function phoneFor(testInfo: TestInfo, slot: number): string {
  const project = PROJECTS.indexOf(testInfo.project.name);
  if (project < 0 || slot >= PER_PROJECT)
    throw new Error(`No test phone for ${testInfo.project.name}/${slot}`);
  return String(FIRST + project * PER_PROJECT + slot);
}
