import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateProfileRequest,
  userResponse,
  type ProfileUpdateFields,
  type User,
} from '../../../contract/user';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-client';
import { storeUser } from '../../../lib/session-storage';

type UpdateProfileInput = { userId: string; userData: ProfileUpdateFields };

/** POST /api/user/update-profile; answers the whole updated User. */
export async function updateProfile(
  input: UpdateProfileInput,
  idempotencyKey: string,
): Promise<User> {
  const payload = await apiRequest<{ user: User }>('/api/user/update-profile', {
    method: 'POST',
    body: updateProfileRequest.parse(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = userResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.user;
}

/**
 * Saves the profile, then the stored user and the session's user are the server's answer. One
 * key per intent: a retry of the same values repeats it, a new change gets a new one.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      updateProfile(input, requestIdempotencyKey(nonce.current, input)),
    onSuccess: (user) => {
      nonce.current = newIdempotencyKey();
      storeUser(user);
      queryClient.setQueriesData<User>({ queryKey: queryKeys.session }, user);
    },
  });
}
