import type { z } from 'zod';
import type { positionReportRequest } from '../../../src/contract/driver-links';
import { checkLinkDevice, LINK_MESSAGES } from '../driver-links/link-guard';
import { assertRecordedAtAcceptable, assertTracked } from './position-rules';
import type { NewPosition } from './position-store';
import type { ReportLink } from './report-links';

export type PositionReport = z.infer<typeof positionReportRequest>;

/** One phone's report as the route received it. */
export type ReportCall = {
  linkId: string;
  deviceKey: string | undefined;
  report: PositionReport;
  /** The device's Idempotency-Key for the fix, if it sent one: a repeat is stored once. */
  clientKey: string | undefined;
};

/** A fix to store, with the report it came from and what its link said about the trip. */
export type BatchRow = NewPosition & { call: number; link: ReportLink };

export type SortedReports = {
  /** By call index: why a report is refused, exactly as it would be refused alone. */
  refusals: Map<number, unknown>;
  rows: BatchRow[];
};

/**
 * Checks each report of a batch on its own, in the order and with the texts a report alone gets
 * (the link guard's rule, then the device's clock, then the trip's status), so one bad report
 * refuses only itself.
 */
export function sortReports(
  calls: readonly ReportCall[],
  links: ReadonlyMap<string, ReportLink>,
  now: Date,
): SortedReports {
  const sorted: SortedReports = { refusals: new Map(), rows: [] };
  calls.forEach((call, index) => {
    const recordedAt = new Date(call.report.recordedAt);
    let link: ReportLink;
    try {
      link = checkLinkDevice(links.get(call.linkId), call.deviceKey, {
        active: true,
        inactiveMessage: LINK_MESSAGES.noLongerActive,
      });
      assertRecordedAtAcceptable(recordedAt, now);
      assertTracked(link.trip.status);
    } catch (refusal) {
      sorted.refusals.set(index, refusal);
      return;
    }
    const [lng, lat] = call.report.coordinates;
    sorted.rows.push({
      call: index,
      link,
      tripId: link.trip.id,
      linkId: call.linkId,
      lng,
      lat,
      accuracy: call.report.accuracy ?? null,
      recordedAt,
      clientKey: call.clientKey ?? null,
    });
  });
  return sorted;
}
