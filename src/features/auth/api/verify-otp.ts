import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { verifyOtpRequest, verifyOtpResponse, type VerifyOtpData } from '../../../contract/user';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type VerifyOtpInput = z.infer<typeof verifyOtpRequest>;

/** POST /api/user/verify-otp with the national digits, the code and the otpId of the last send. */
export async function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpData> {
  const payload = await apiRequest<VerifyOtpData>('/api/user/verify-otp', {
    method: 'POST',
    body: verifyOtpRequest.parse(input),
  });
  const parsed = verifyOtpResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
