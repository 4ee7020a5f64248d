import { useQuery } from '@tanstack/react-query';
import type { FleetStatus } from '../../../contract/trucks';
import type { FleetKind, FleetMember } from './fleet-kinds';
import { fleetQueryOptions } from './fleet-query';

type Member = { status: FleetStatus };
// Stable, so each list re-filters only when the fleet changes.
const ofStatus: Record<FleetStatus, <Row extends Member>(rows: Row[]) => Row[]> = {
  active: (rows) => rows.filter((row) => row.status === 'active'),
  inactive: (rows) => rows.filter((row) => row.status === 'inactive'),
};

/** The group's trucks or drivers (one request for the page), or only its active or retired ones. */
export function useFleetList<Kind extends FleetKind>(
  kind: Kind,
  enabled = true,
  status?: FleetStatus,
) {
  return useQuery({
    ...fleetQueryOptions(kind),
    enabled,
    select: status
      ? (ofStatus[status] as (rows: FleetMember<Kind>[]) => FleetMember<Kind>[])
      : undefined,
  });
}
