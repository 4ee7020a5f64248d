import type { StoredFile } from '../../../src/contract/files';
import type { FleetStatus } from '../../../src/contract/trucks';

/**
 * What the API says about a truck or a driver, each in whole sentences of its own ('Truck added
 * successfully', 'Driver not found'), so every language can phrase each as it needs.
 */
export type FleetMemberMessages = {
  notFound: string;
  added: string;
  updated: string;
  retired: string;
  reinstated: string;
  /** The group's unique key (a plate, a phone) is another member's already. */
  taken: string;
  /** Retiring one on a trip that has not ended ('TR-12'). */
  onTrip: (tripId: string) => string;
};

type MemberRow = { id: string; status: FleetStatus; createdAt: Date; updatedAt: Date };

/**
 * A fleet member as the API answers it: the fields every member has (ids, status, times, its
 * files) and its own ones, as stored.
 */
export function fleetMemberView<Row extends MemberRow, Own extends keyof Row>(
  row: Row,
  member: { displayId: string; own: readonly Own[]; documents: StoredFile[] },
) {
  const own = Object.fromEntries(member.own.map((key) => [key, row[key]])) as Pick<Row, Own>;
  return {
    ...own,
    _id: row.id,
    id: member.displayId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    docs: { urls: member.documents },
  };
}
