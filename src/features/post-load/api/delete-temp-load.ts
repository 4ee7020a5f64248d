import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/temp-loads/{deviceHash}, after the draft has been read into the form. */
export async function deleteTempLoad(deviceHash: string): Promise<void> {
  await apiRequest(`/api/temp-loads/${encodeURIComponent(deviceHash)}`, { method: 'DELETE' });
}

export function useDeleteTempLoad() {
  return useMutation({ mutationFn: deleteTempLoad });
}
