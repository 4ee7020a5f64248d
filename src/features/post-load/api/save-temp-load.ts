import { useMutation } from '@tanstack/react-query';
import { saveDraftRequest, type LoadDraft } from '../../../contract/loads';
import { apiRequest } from '../../../lib/api-client';

type SaveTempLoadInput = { deviceHash: string; draft: LoadDraft };

/** POST /api/temp-loads {deviceHash, draft}: a visitor's draft, held until they sign in (no auth). */
export async function saveTempLoad(input: SaveTempLoadInput): Promise<void> {
  await apiRequest('/api/temp-loads', { method: 'POST', body: saveDraftRequest.parse(input) });
}

export function useSaveTempLoad() {
  // Offline, fail at once and say so rather than wait behind a spinner.
  return useMutation({ mutationFn: saveTempLoad, networkMode: 'always' });
}
