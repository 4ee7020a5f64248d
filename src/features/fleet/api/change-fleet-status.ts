import type { FleetKind } from './fleet-kinds';
import { useFleetMemberChange } from './use-fleet-member-change';

export type FleetStatusAction = 'retire' | 'reinstate';

/** Retire or reinstate a truck or a driver: PUT /api/{trucks|drivers}/{id}/{retire|reinstate}. */
export function useChangeFleetStatus<Kind extends FleetKind>(kind: Kind) {
  return useFleetMemberChange(
    kind,
    ({ id, action }: { id: string; action: FleetStatusAction }) => ({
      id,
      path: `/api/${kind}/${encodeURIComponent(id)}/${action}`,
    }),
  );
}
