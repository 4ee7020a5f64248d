import type { StoredFile } from '../../../src/contract/files';
import type { FleetStatus } from '../../../src/contract/trucks';
import { displayTripId } from '../trips/live-trip';

/**
 * What the API says about a truck or a driver, in its own noun: 'Truck added successfully',
 * 'Driver not found', 'This truck is on trip TR-12, which has not ended. …'.
 */
export function fleetMemberMessages(
  noun: 'Truck' | 'Driver',
  words: { pronoun: 'It' | 'They'; taken: string },
) {
  return {
    notFound: `${noun} not found`,
    added: `${noun} added successfully`,
    updated: `${noun} updated successfully`,
    retired: `${noun} retired`,
    reinstated: `${noun} reinstated`,
    /** The group's unique key (a plate, a phone) is another member's already. */
    taken: words.taken,
    onTrip: (tripNumber: number) =>
      `This ${noun.toLowerCase()} is on trip ${displayTripId(tripNumber)}, which has not ended. ` +
      `${words.pronoun} can be retired once that trip is completed or cancelled.`,
  } as const;
}

export type FleetMemberMessages = ReturnType<typeof fleetMemberMessages>;

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
