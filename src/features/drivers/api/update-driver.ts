import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverResponse, type Driver } from '../../../contract/drivers';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { driversKeys } from '../../fleet/api/fleet-keys';
import type { NewDriver } from './add-driver';

/** PUT /api/drivers/{id} with the whole driver again → the driver as they are now. */
export async function updateDriver(
  driverId: string,
  driver: NewDriver,
  idempotencyKey: string,
): Promise<Driver> {
  const payload = await apiRequest(`/api/drivers/${encodeURIComponent(driverId)}`, {
    method: 'PUT',
    body: driver,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = driverResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data;
}

/** Edit Driver: the saved driver replaces the open one at once; every fleet list reloads. */
export function useUpdateDriver(driverId: string) {
  const queryClient = useQueryClient();
  // One edit session: a retry of the same values after a lost answer repeats its key.
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (driver: NewDriver) =>
      updateDriver(driverId, driver, requestIdempotencyKey(nonce.current, driver)),
    onSuccess: (driver) => {
      nonce.current = newIdempotencyKey();
      queryClient.setQueryData(driversKeys.detail(driverId), driver);
      void queryClient.invalidateQueries({ queryKey: driversKeys.all });
    },
  });
}
