import { useQuery } from '@tanstack/react-query';
import { FLEET_KINDS, type FleetKind } from './fleet-kinds';
import { requestFleetMember } from './fleet-member-request';

/** The open truck or driver, fresh from the server, with its current files. */
export function useFleetMember<Kind extends FleetKind>(kind: Kind, id: string | null) {
  const { keys, detailPath } = FLEET_KINDS[kind];
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }) => requestFleetMember(kind, detailPath(id ?? ''), { signal }),
    enabled: id !== null,
  });
}
