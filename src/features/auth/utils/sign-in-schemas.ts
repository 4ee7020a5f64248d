import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dialCodeSchema, sendOtpRequest, verifyOtpRequest } from '../../../contract/user';
import { phoneLengthFor } from '../../../contract/reference';

/** Step 1: the contract's send-otp fields, plus docs/product.md §5's exact length for the chosen country. */
export function phoneStepSchema(t: TFunction) {
  return z
    .object({ countryCode: dialCodeSchema, phone: z.string() })
    .superRefine(({ countryCode, phone }, ctx) => {
      const length = phoneLengthFor(countryCode);
      const valid = phone.length === length && sendOtpRequest.shape.phone.safeParse(phone).success;
      if (!valid) {
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: t('auth:phone.invalidLength', { length }),
        });
      }
    });
}
export type PhoneStepValues = z.infer<ReturnType<typeof phoneStepSchema>>;

/** Step 2: docs/architecture.md §6.9, the code must be the contract's 6 digits before verify is called. */
export function otpStepSchema(t: TFunction) {
  return z
    .object({ otp: z.string() })
    .refine(({ otp }) => verifyOtpRequest.shape.otp.safeParse(otp).success, {
      path: ['otp'],
      message: t('auth:otp.incomplete', { length: OTP_LENGTH }),
    });
}
export type OtpStepValues = z.infer<ReturnType<typeof otpStepSchema>>;

/** docs/product.md §9: OTP length 6, resend wait 30 s. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
