import type { Database } from '../../db/database';
import { findLoadRow } from '../loads/load-lookup';
import { GUARANTEED_RESPONSE_MINUTES } from '../loads/load-status-text';
import type { LoadRow } from '../loads/loads.schema';
import type { NotificationsService } from '../notifications/notifications-service';
import type { JobStep } from '../scheduled-jobs/job-runner';
import { scheduleJob } from '../scheduled-jobs/schedule-job';
import { guaranteeNotices, REANNOUNCE_AFTER_MINUTES } from './guarantee-notices';
import { findProvidersFor } from './provider-matching';

export const GUARANTEE_JOB_KINDS = { reannounce: 'reannounce', noQuote: 'no-quote' } as const;

/** What the steps need to know; groups told at posting are not told again at 30 minutes. */
type GuaranteePayload = { loadId: string; toldGroupIds?: string[] };

type Dependencies = { notifications: Pick<NotificationsService, 'notify'> };

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** Still waiting for its first quote: the only state in which the later steps do anything. */
const awaitsFirstQuote = (load: LoadRow | null): load is LoadRow =>
  load !== null && load.status === 'pending' && load.firstQuoteAt === null;

/**
 * The 60-minute response guarantee (docs/product.md §1, §9): matching providers are told when a load is
 * posted, unquoted loads are re-announced to a wider set at 30 minutes, and at 60 minutes the
 * shipper hears honestly that nobody has quoted yet. Each step runs once, in its job's transaction.
 */
export function createResponseGuarantee({ notifications }: Dependencies) {
  async function tell(
    tx: Database,
    userIds: string[],
    load: LoadRow,
    notice: typeof guaranteeNotices.loadMatched,
  ) {
    await notifications.notify(
      tx,
      userIds.map((userId) => ({ userId, ...notice(load), loadId: load.id, tripId: null })),
    );
  }

  const reannounce: JobStep = async (tx, payload) => {
    const { loadId, toldGroupIds = [] } = payload as GuaranteePayload;
    const load = await findLoadRow(tx, loadId);
    if (!awaitsFirstQuote(load)) return;
    const wider = await findProvidersFor(tx, load, 'wider', toldGroupIds);
    await tell(tx, wider.userIds, load, guaranteeNotices.reannounced);
  };

  const noQuote: JobStep = async (tx, payload) => {
    const { loadId } = payload as GuaranteePayload;
    const load = await findLoadRow(tx, loadId);
    if (!awaitsFirstQuote(load)) return;
    await tell(tx, [load.shipperUserId], load, guaranteeNotices.noQuoteYet);
  };

  return {
    /** In the posting transaction: tell the matching providers now, and schedule the later steps. */
    async onLoadPosted(tx: Database, load: LoadRow): Promise<void> {
      const matched = await findProvidersFor(tx, load, 'posting');
      await tell(tx, matched.userIds, load, guaranteeNotices.loadMatched);
      await scheduleJob(tx, {
        kind: GUARANTEE_JOB_KINDS.reannounce,
        dedupeKey: `load:${load.id}:reannounce`,
        payload: { loadId: load.id, toldGroupIds: matched.groupIds } satisfies GuaranteePayload,
        runAt: minutesAfter(load.createdAt, REANNOUNCE_AFTER_MINUTES),
      });
      await scheduleJob(tx, {
        kind: GUARANTEE_JOB_KINDS.noQuote,
        dedupeKey: `load:${load.id}:no-quote`,
        payload: { loadId: load.id } satisfies GuaranteePayload,
        runAt: minutesAfter(load.createdAt, GUARANTEED_RESPONSE_MINUTES),
      });
    },

    steps: {
      [GUARANTEE_JOB_KINDS.reannounce]: reannounce,
      [GUARANTEE_JOB_KINDS.noQuote]: noQuote,
    } satisfies Record<string, JobStep>,
  };
}

export type ResponseGuarantee = ReturnType<typeof createResponseGuarantee>;
