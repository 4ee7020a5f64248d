import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateProfileRequest,
  userResponse,
  type ProfileUpdateFields,
  type User,
} from '../../../contract/user';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-client';
import { storeUser } from '../../../lib/session-storage';

type UpdateProfileInput = { userId: string; userData: ProfileUpdateFields };

/** POST /api/user/update-profile; answers the whole updated User. */
export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const payload = await apiRequest<{ user: User }>('/api/user/update-profile', {
    method: 'POST',
    body: updateProfileRequest.parse(input),
  });
  const parsed = userResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.user;
}

/** Saves the profile, then the stored user and the session's user are the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueriesData<User>({ queryKey: queryKeys.session }, user);
    },
  });
}
