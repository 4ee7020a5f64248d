import type { FleetKind, NewFleetMember } from './fleet-kinds';
import { useFleetMemberChange } from './use-fleet-member-change';

/** Edit Truck / Edit Driver: PUT /api/{trucks|drivers}/{id} with the whole member again. */
export function useUpdateFleetMember<Kind extends FleetKind>(kind: Kind, id: string) {
  return useFleetMemberChange(kind, (member: NewFleetMember<Kind>) => ({
    id,
    path: `/api/${kind}/${encodeURIComponent(id)}`,
    body: member,
  }));
}
