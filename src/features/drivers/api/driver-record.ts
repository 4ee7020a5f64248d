import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  driverLicenceResponse,
  driverRecordResponse,
  type DriverLicence,
  type DriverRecord,
} from '../../../contract/driver-record';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import type { Envelope } from '../../../contract/envelope';
import { driversKeys } from '../../fleet/api/fleet-keys';

const driverPath = (driverId: string) => `/api/drivers/${encodeURIComponent(driverId)}`;
export const driverRecordKey = (driverId: string) =>
  [...driversKeys.detail(driverId), 'record'] as const;

function licenceOf(payload: Envelope<unknown>): DriverLicence {
  const parsed = driverLicenceResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/** GET /api/drivers/{id}/record: the licence and who verified it, and the record from trips. */
export async function getDriverRecord(driverId: string, signal?: AbortSignal) {
  const payload = await apiRequest(`${driverPath(driverId)}/record`, { signal });
  const parsed = driverRecordResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

export function driverRecordQueryOptions(driverId: string) {
  return queryOptions({
    queryKey: driverRecordKey(driverId),
    queryFn: ({ signal }) => getDriverRecord(driverId, signal),
  });
}

export const useDriverRecord = (driverId: string) => useQuery(driverRecordQueryOptions(driverId));

/** The licence as the server now has it; the driver's files (and lists) are read again. */
function useLicenceChange<Input>(driverId: string, send: (input: Input) => Promise<DriverLicence>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (licence) => {
      queryClient.setQueryData<DriverRecord>(driverRecordKey(driverId), (record) =>
        record ? { ...record, licence } : record,
      );
      return queryClient.invalidateQueries({ queryKey: driversKeys.all });
    },
  });
}

/**
 * POST /api/drivers/{id}/verify-licence with the document the provider looked at, so a licence
 * replaced meanwhile is not verified unseen. Repeating it changes nothing.
 */
export function useVerifyLicence(driverId: string) {
  return useLicenceChange(
    driverId,
    async ({ documentUrl, idempotencyKey }: { documentUrl: string; idempotencyKey: string }) =>
      licenceOf(
        await apiRequest(`${driverPath(driverId)}/verify-licence`, {
          method: 'POST',
          body: { document: documentUrl },
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
  );
}

/** POST /api/drivers/{id}/licence: one file, labelled; it replaces the licence and its check. */
export function useUploadLicence(driverId: string) {
  return useLicenceChange(
    driverId,
    async ({
      file,
      label,
      idempotencyKey,
    }: {
      file: File;
      label: string;
      idempotencyKey: string;
    }) => {
      const form = new FormData();
      form.append('labels', JSON.stringify([label]));
      form.append('files', file, file.name);
      return licenceOf(
        await apiUpload(`${driverPath(driverId)}/licence`, form, {
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      );
    },
  );
}
