import { canEditStop, type StopKind } from '../../../src/contract/load-rules';
import type { LoadStatus } from '../../../src/contract/loads';
import { HttpError } from '../../lib/http-error';

export function assertStopEditable(kind: StopKind, status: LoadStatus): void {
  if (canEditStop(kind, status)) return;
  const stop = kind === 'source' ? 'Pickup' : 'Delivery';
  throw new HttpError(
    409,
    `${stop} details can no longer be changed: the load is ${status.replaceAll('_', ' ')}.`,
  );
}
