import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../server/db/database';
import {
  LONGEST_REFUND_RETRY_MS,
  REFUND_LEASE_MS,
} from '../../../server/modules/payments/refund-runner';

/** A pending refund is on its way while its next attempt is no further off than the longest retry. */
const RETRY_WINDOW_MS = LONGEST_REFUND_RETRY_MS + REFUND_LEASE_MS;

/**
 * The money invariant, over the whole database: every succeeded payment (our record's word, or
 * the test provider's own) is attached to its load's accepted quote, or has a refund that
 * succeeded, or has one pending that is still within its retry window. With `inFlight`, a paid
 * payment nobody has acted on yet also passes while reconciliation still has it queued (the
 * browser may be between paying and accepting, or a kill cut it there).
 */
function moneyRules(now: Date, inFlight: boolean): Record<string, SQL> {
  const windowEnd = new Date(now.getTime() + RETRY_WINDOW_MS).toISOString();
  return {
    'every succeeded payment is attached to its load’s accepted quote, or refunded, or its refund is on its way': sql`
      select p.payment_intent_id from payments p
      left join test_payment_intents i on i.id = p.payment_intent_id
      left join payment_refunds r on r.payment_intent_id = p.payment_intent_id
      where (p.status = 'succeeded' or i.status = 'succeeded')
        and not exists (
          select 1 from quotes q join loads l on l.accepted_quote_id = q.id
          where q.payment_intent_id = p.payment_intent_id and q.status = 'accepted'
            and q.load_id = p.load_id)
        and r.status is distinct from 'succeeded'
        and not (r.status = 'pending' and r.next_attempt_at <= ${windowEnd}::timestamptz)
        and not (${inFlight} and r.id is null and p.settled_at is null
                 and p.status not in ('failed', 'canceled'))`,
    'a payment attached to an accepted quote is never refunded': sql`
      select r.payment_intent_id from payment_refunds r
      join quotes q on q.payment_intent_id = r.payment_intent_id and q.status = 'accepted'`,
    'a refund returns the whole payment, in its currency': sql`
      select r.id from payment_refunds r join payments p on p.payment_intent_id = r.payment_intent_id
      left join test_payment_intents i on i.id = p.payment_intent_id
      where r.amount_minor <> coalesce(i.amount_minor, p.amount_minor)
         or r.currency <> coalesce(i.currency, p.currency)`,
    'the test provider refunded each payment at most once, and every refund marked succeeded': sql`
      select p.payment_intent_id from payments p
      left join payment_refunds r on r.payment_intent_id = p.payment_intent_id
      where p.provider = 'test' and (
        (select count(*) from test_payment_refunds x where x.payment_intent_id = p.payment_intent_id) > 1
        or (r.status = 'succeeded' and not exists (
              select 1 from test_payment_refunds x
              where x.payment_intent_id = p.payment_intent_id and x.amount_minor = r.amount_minor)))`,
    'money the test provider returned was owed': sql`
      select x.id from test_payment_refunds x
      where not exists (select 1 from payment_refunds r where r.payment_intent_id = x.payment_intent_id)`,
    'a settled payment was acted on': sql`
      select p.payment_intent_id from payments p
      where p.settled_at is not null
        and not exists (select 1 from payment_refunds r where r.payment_intent_id = p.payment_intent_id)
        and not exists (select 1 from quotes q where q.payment_intent_id = p.payment_intent_id)`,
    'a refunded shipper was told, once': sql`
      select r.id from payment_refunds r join payments p on p.payment_intent_id = r.payment_intent_id
      where r.status = 'succeeded' and (
        select count(*) from notifications n
        where n.user_id = p.payer_user_id and n.load_id = p.load_id and n.kind = 'payment_refunded')
        < 1`,
  };
}

/** Each broken money rule with the rows that break it; empty when no money is stranded. */
export async function strandedMoney(
  db: Database,
  { now, inFlight = false }: { now: Date; inFlight?: boolean },
): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, query] of Object.entries(moneyRules(now, inFlight))) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(query));
    if (rows.length > 0) broken.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return broken;
}
