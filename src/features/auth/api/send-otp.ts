import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendOtpRequest, sendOtpResponse } from '../../../contract/user';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/current-language';

export type SendOtpInput = Omit<z.infer<typeof sendOtpRequest>, 'language'>;
export type SentOtp = { otpId: string; resendAfterSeconds: number };

/**
 * POST /api/user/send-otp; a resend repeats it and answers a new otpId. It carries the language
 * shown: the SMS is written in it, and a new account takes it as its own.
 */
export async function sendOtp(input: SendOtpInput): Promise<SentOtp> {
  const payload = await apiRequest<SentOtp>('/api/user/send-otp', {
    method: 'POST',
    body: sendOtpRequest.parse({ ...input, language: currentLanguage() }),
  });
  const parsed = sendOtpResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
