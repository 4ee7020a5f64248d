import { z } from 'zod';
import { dialCodeSchema } from '../../../contract/user';

/**
 * The code step of sign-in in this tab's sessionStorage, so a reload keeps the user on it: the
 * number the code went to, which code (its otpId), when a new one may be asked for and until when
 * the number is locked. Never the code itself.
 */
const CODE_STEP_KEY = 'signInCodeStep';

const codeStepSchema = z.object({
  countryCode: dialCodeSchema,
  phone: z.string().regex(/^\d+$/),
  otpId: z.string().uuid(),
  /** Epoch ms from which 'Resend OTP' is offered. */
  resendAt: z.number(),
  /** Epoch ms the lock after too many wrong codes ends, or null when not locked. */
  lockedUntil: z.number().nullable(),
});
export type CodeStep = z.infer<typeof codeStepSchema>;

export function readCodeStep(): CodeStep | null {
  try {
    const raw = sessionStorage.getItem(CODE_STEP_KEY);
    const parsed = codeStepSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCodeStep(step: CodeStep): void {
  try {
    sessionStorage.setItem(CODE_STEP_KEY, JSON.stringify(step));
  } catch {
    // Storage full or blocked: the step still works, only a reload would start over.
  }
}

export function clearCodeStep(): void {
  try {
    sessionStorage.removeItem(CODE_STEP_KEY);
  } catch {
    // Nothing was kept, then.
  }
}
