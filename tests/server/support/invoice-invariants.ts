import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../server/db/database';

/** An amount of `currency` in its minor units, as `toMinorUnits` rounds it. */
const minorOf = (amount: string, currency: string) =>
  `round(${amount} * case when ${currency} in ('BHD', 'KWD', 'OMR') then 1000 else 100 end)`;

/**
 * The invoices' rules over the whole database (issue 21 §5), each a query naming the rows that
 * break it. Part of the crash checker's rules (crash-invariants.ts); runnable on their own where
 * a test's database breaks the others' (rows written straight into tables).
 */
export const INVOICE_RULES: Record<string, string> = {
  'every approved charge of a completed trip is on exactly one invoice, a supplementary one of its deal, and no other charge is on any': `
    select c.id from trip_charges c join trips t on t.id = c.trip_id
    where (select count(*) from invoice_lines x where x.charge_id = c.id)
       <> case when t.status = 'completed' and c.status = 'approved'
                 -- a deal accepted before invoices existed has no invoice to add to
                 and exists (select 1 from quotes q join invoices d on d.payment_intent_id = q.payment_intent_id
                             where q.id = t.quote_id)
               then 1 else 0 end
      or exists (select 1 from invoice_lines x join invoices i on i.id = x.invoice_id
                 where x.charge_id = c.id and (i.refers_to_invoice_id is null or i.quote_id <> t.quote_id))`,
  'an issued invoice shows only what was stored at issue: its lines, their VAT at its rate, their sums as its totals, the price and charges it bills': `
    select i.id from invoices i
    where not exists (select 1 from invoice_lines x where x.invoice_id = i.id)
      or i.total_minor <> (select sum(x.gross_minor) from invoice_lines x where x.invoice_id = i.id)
      or i.vat_minor <> (select sum(x.vat_minor) from invoice_lines x where x.invoice_id = i.id)
      or exists (
        select 1 from invoice_lines x
        left join trip_charges c on c.id = x.charge_id
        left join quotes q on q.payment_intent_id = i.payment_intent_id
        where x.invoice_id = i.id and (
          x.vat_minor <> (2 * x.gross_minor * i.vat_rate + 100 + i.vat_rate) / (2 * (100 + i.vat_rate))
          or (x.kind = 'freight') <> (i.refers_to_invoice_id is null)
          or x.gross_minor <> ${minorOf('c.approved_amount', 'i.currency')}
          or x.gross_minor <> ${minorOf('coalesce(q.approved_amount, q.offer)', 'i.currency')}))`,
  'a supplementary invoice adds to its deal’s invoice: same carrier, load, parties and VAT, issued after it': `
    select i.id from invoices i join invoices d on d.id = i.refers_to_invoice_id
    where d.refers_to_invoice_id is not null or d.group_id <> i.group_id or d.load_id <> i.load_id
      or d.quote_id <> i.quote_id or d.seller <> i.seller or d.buyer <> i.buyer
      or d.currency <> i.currency or d.vat_rate <> i.vat_rate
      or d.vat_exemption is distinct from i.vat_exemption or d.supply_country <> i.supply_country
      or d.issued_at > i.issued_at`,
};

/** Each broken invoice rule with the ids that break it; empty when the invoices are whole. */
export async function brokenInvoiceRules(db: Database): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, query] of Object.entries(INVOICE_RULES)) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(sql.raw(query)));
    if (rows.length > 0) broken.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return broken;
}

/** An invoice as stored, lines included: what it shows, to compare with a later reading. */
export async function issuedInvoiceDigests(db: Database): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; digest: string }>(
    await db.execute(sql`
      select i.id, md5(row(i.*)::text || coalesce(
        (select string_agg(row(x.*)::text, '|' order by x.position)
         from invoice_lines x where x.invoice_id = i.id), '')) as digest
      from invoices i`),
  );
  return new Map(rows.map((row) => [row.id, row.digest]));
}

/** Invoices seen `before` that are gone or read differently now: an issued one never changes. */
export async function invoicesChangedSince(
  db: Database,
  before: Map<string, string>,
): Promise<string[]> {
  const now = await issuedInvoiceDigests(db);
  return [...before]
    .filter(([id, digest]) => now.get(id) !== digest)
    .map(([id]) => `invoice ${id} changed after it was issued`);
}
