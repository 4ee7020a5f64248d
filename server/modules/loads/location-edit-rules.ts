import { canEditStop, type StopKind } from '../../../src/contract/load-rules';
import type { LoadStatus } from '../../../src/contract/loads';
import { HttpError } from '../../lib/http-error';

/** Why a stop's details are frozen, a whole sentence for each stop and state. */
const FROZEN_MESSAGES: Record<StopKind, Partial<Record<LoadStatus, string>>> = {
  source: {
    loaded: 'Pickup details can no longer be changed: the load is loaded.',
    out_to_unload: 'Pickup details can no longer be changed: the load is out to unload.',
    completed: 'Pickup details can no longer be changed: the load is completed.',
    cancelled: 'Pickup details can no longer be changed: the load is cancelled.',
  },
  destination: {
    completed: 'Delivery details can no longer be changed: the load is completed.',
    cancelled: 'Delivery details can no longer be changed: the load is cancelled.',
  },
};

export function assertStopEditable(kind: StopKind, status: LoadStatus): void {
  if (canEditStop(kind, status)) return;
  throw new HttpError(
    409,
    FROZEN_MESSAGES[kind][status] ?? 'These details can no longer be changed.',
  );
}
