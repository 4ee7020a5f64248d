import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createGroupCommit } from '../../lib/group-commit';
import type { PositionAnnouncer } from './position-announcer';
import { storePositions } from './position-store';
import { createReportLinks } from './report-links';
import { sortReports, type ReportCall } from './sort-reports';
import { stampStopVisits } from './stamp-stop-visits';
import { fixNearStops } from './fix-near-stops';

export type ReportOutcome = { accepted: true; replayed: boolean };

type Answer = PromiseSettledResult<ReportOutcome>;

type Dependencies = {
  db: Database;
  clock: Clock;
  announcer: Pick<PositionAnnouncer, 'announce'>;
};

const refused = (reason: unknown): Answer => ({ status: 'rejected', reason });
const accepted = (replayed: boolean): Answer => ({
  status: 'fulfilled',
  value: { accepted: true, replayed },
});

/**
 * Position reports are many, small and alike, so the reports that arrive while a batch is being
 * stored are stored together as the next batch: one query reads their links, each report is
 * checked on its own, and one transaction stores the good fixes in one statement, announces the
 * moves and commits. Then each report gets its own answer: none before its batch committed.
 */
export function createPositionBatches({ db, clock, announcer }: Dependencies) {
  const readLinks = createReportLinks(db);

  async function storeBatch(calls: readonly ReportCall[]): Promise<Answer[]> {
    // Read before the transaction, as a single report did: a prepared statement runs on the pool.
    const links = await readLinks(calls.map((call) => call.linkId));
    const now = clock.now();
    const { refusals, rows } = sortReports(calls, links, now);
    // Refused calls keep their reason; every call with a row is answered below.
    const answers: Answer[] = calls.map((_, index) => refused(refusals.get(index)));
    if (rows.length === 0) return answers;
    const stored = await db.transaction(async (tx) => {
      const outcomes = await storePositions(tx, rows, now);
      // A late fix from the outbox changes nobody's map: only trips with a new newest move.
      const moved = rows.filter((_, row) => outcomes[row]!.inserted && outcomes[row]!.newest);
      // A replayed fix was stored before and stamped then: only new fixes may stamp.
      await stampStopVisits(
        tx,
        rows.filter((_, row) => outcomes[row]!.inserted).flatMap(fixNearStops),
      );
      await announcer.announce(
        tx,
        moved.map(({ link }) => ({ trip: link.trip, watchers: link.watchers })),
      );
      return outcomes;
    });
    rows.forEach((row, index) => (answers[row.call] = accepted(!stored[index]!.inserted)));
    return answers;
  }

  const batches = createGroupCommit<ReportCall, ReportOutcome>(async (calls) => {
    try {
      return await storeBatch(calls);
    } catch (error) {
      if (calls.length === 1) throw error;
      // Whatever failed the batch (a row the checks let through, a lost connection) rolled all
      // of it back: each report is tried again alone, so only its own failure fails it.
      const answers: Answer[] = [];
      for (const call of calls) {
        answers.push(...(await storeBatch([call]).catch((reason: unknown) => [refused(reason)])));
      }
      return answers;
    }
  });

  return { report: (call: ReportCall) => batches.add(call) };
}
