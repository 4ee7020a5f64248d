import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createDriverRequest } from '../../../contract/drivers';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { driversKeys } from '../../fleet/api/fleet-keys';

export type NewDriver = z.output<typeof createDriverRequest>;

/** POST /api/drivers {name, phone, licenseNo, countryCode, country} → msg. */
export async function addDriver(
  driver: NewDriver,
  idempotencyKey: string,
): Promise<string | undefined> {
  const payload = await apiRequest('/api/drivers', {
    method: 'POST',
    body: driver,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return payload.msg;
}

/** SPEC §8: the list reloads after a driver is added. */
export function useAddDriver() {
  const queryClient = useQueryClient();
  // One form session: a retry after a lost answer repeats its key and adds nothing twice.
  const nonce = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (driver: NewDriver) =>
      addDriver(driver, requestIdempotencyKey(nonce.current, driver)),
    onSuccess: () => {
      nonce.current = newIdempotencyKey();
      // Not awaited: the success message should not wait for the list to reload.
      void queryClient.invalidateQueries({ queryKey: driversKeys.all });
    },
  });
}
