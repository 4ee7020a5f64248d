import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../server/db/database';
import { INVOICE_RULES } from './invoice-invariants';

/**
 * What every change of the deal must leave whole, checked over the whole database (not only the
 * requests a test remembers). Each check names the rows that break it; none may. Where money is
 * owed back these check only that the refund is owed; `money-invariant.ts` checks it is paid.
 */
const WHOLE_OR_ABSENT: Record<string, string> = {
  'an accepted load has its quote accepted, paid and not refunded, announced, and every other quote rejected': `
    select l.id from loads l
    left join quotes q on q.id = l.accepted_quote_id
    left join payments p on p.payment_intent_id = q.payment_intent_id
    left join test_payment_intents i on i.id = q.payment_intent_id
    where l.accepted_quote_id is not null and (
      q.id is null or q.load_id <> l.id or q.status <> 'accepted' or q.accepted_at is null
      or q.approved_amount is null or p.payment_intent_id is null or p.status <> 'succeeded'
      or p.quote_id <> q.id or p.settled_at is null
      or (p.provider = 'test' and (i.id is null or i.status <> 'succeeded'))
      or exists (select 1 from payment_refunds r where r.payment_intent_id = p.payment_intent_id)
      or l.status = 'cancelled'
      or exists (select 1 from quotes o where o.load_id = l.id and o.id <> q.id and o.status <> 'rejected')
      or not exists (select 1 from notifications n where n.load_id = l.id and n.kind = 'quote_accepted'))`,
  'a cancelled acceptance left its quote rejected and unpaid, its trip cancelled, its payment owed back, its carrier told, and its load open (or cancelled)': `
    select q.id from quotes q join loads l on l.id = q.load_id
    where q.acceptance_cancelled_at is not null and (
      q.status <> 'rejected' or q.payment_intent_id is not null or q.accepted_at is not null
      or q.approved_amount is not null or l.accepted_quote_id is not distinct from q.id
      or (l.accepted_quote_id is null and l.status not in ('pending', 'cancelled'))
      or exists (select 1 from trips t where t.quote_id = q.id and t.status <> 'cancelled')
      or not exists (
        select 1 from payments p join payment_refunds r on r.payment_intent_id = p.payment_intent_id
        where p.quote_id = q.id and r.reason = 'acceptance_cancelled')
      or not exists (select 1 from notifications n where n.load_id = l.id and n.kind = 'acceptance_cancelled'))`,
  'a quote an acceptance closed stays rejected while that acceptance stands, and is pending again once it is cancelled': `
    select q.id from quotes q
    join loads l on l.id = q.load_id
    left join quotes a on a.id = q.closed_by_quote_id
    where q.closed_by_quote_id is not null and (
      q.status <> 'rejected' or a.load_id is distinct from q.load_id
      or (a.status <> 'accepted' and l.status <> 'cancelled'))`,
  'a cancelled load has no accepted quote, no live trip, every quote rejected and unpaid, every settled payment owed back, and its carriers told': `
    select l.id from loads l
    where l.status = 'cancelled' and (
      l.accepted_quote_id is not null or l.cancelled_at is null
      or exists (select 1 from trips t where t.load_id = l.id and t.status <> 'cancelled')
      or exists (select 1 from quotes q where q.load_id = l.id
                 and (q.status <> 'rejected' or q.payment_intent_id is not null))
      or exists (select 1 from payments p where p.load_id = l.id and p.settled_at is not null
                 and not exists (select 1 from payment_refunds r where r.payment_intent_id = p.payment_intent_id))
      or (exists (select 1 from quotes q where q.load_id = l.id)
          and not exists (select 1 from notifications n where n.load_id = l.id and n.kind = 'load_cancelled')))`,
  'an accepted quote is its load’s accepted quote': `
    select q.id from quotes q join loads l on l.id = q.load_id
    where q.status = 'accepted' and l.accepted_quote_id is distinct from q.id`,
  'a payment record has its intent at the provider, and is paid only when the intent is': `
    select p.payment_intent_id from payments p
    left join test_payment_intents i on i.id = p.payment_intent_id
    where p.provider = 'test' and (i.id is null or (p.status = 'succeeded' and i.status <> 'succeeded'))`,
  'no quote is paid twice, unless all but one of its payments are owed back': `
    select i.metadata->>'quoteId' from test_payment_intents i
    where i.status = 'succeeded'
      and not exists (select 1 from payment_refunds r where r.payment_intent_id = i.id)
    group by 1 having count(*) > 1`,
  'a refund is owed only for money taken, settles its payment, and is completed only once it ends': `
    select r.id from payment_refunds r
    join payments p on p.payment_intent_id = r.payment_intent_id
    left join test_payment_intents i on i.id = r.payment_intent_id
    where p.settled_at is null
      or (p.provider = 'test' and (i.id is null or i.status <> 'succeeded'))
      or (r.status = 'pending') = (r.completed_at is not null)`,
  'a live trip is on its load’s accepted quote, mirrors its status and was announced once': `
    select t.id from trips t join loads l on l.id = t.load_id join quotes q on q.id = t.quote_id
    where t.status <> 'cancelled' and (
      l.accepted_quote_id is distinct from t.quote_id or q.status <> 'accepted'
      or l.status <> t.status or t.confirm_at is null
      or (select count(*) from notifications n where n.trip_id = t.id and n.kind = 'trip_started')
         <> 1)`,
  'a trip’s step is stamped on its load and announced once per step reached': `
    select t.id from trips t join loads l on l.id = t.load_id
    where t.status <> 'cancelled' and (
      (case t.status
         when 'out_to_collect' then l.out_to_collect_at when 'loaded' then l.loaded_at
         when 'out_to_unload' then l.out_to_unload_at when 'completed' then l.completed_at
         else now() end) is null
      or (select count(*) from notifications n where n.trip_id = t.id and n.kind = 'trip_status_changed')
         <> num_nonnulls(l.out_to_collect_at, l.loaded_at, l.out_to_unload_at, l.completed_at)
      or exists (select 1 from notifications n where n.trip_id = t.id
                 and n.kind in ('trip_status_changed', 'driver_status_changed')
                 group by n.user_id, n.title having count(*) > 1)
      or (t.status = 'completed' and exists (
            select 1 from driver_links d where d.trip_id = t.id and d.is_active)))`,
  'a posted load has the 60-minute guarantee’s two steps scheduled': `
    select l.id from loads l
    where (select count(*) from scheduled_jobs j
           where j.dedupe_key in ('load:' || l.id || ':reannounce', 'load:' || l.id || ':no-quote'))
       <> 2`,
  'every quote was announced to its load’s shipper once, and its load’s first quote stamped': `
    select l.id from loads l
    where (select count(*) from notifications n where n.load_id = l.id and n.kind = 'quote_received')
       <> (select count(*) from quotes q where q.load_id = l.id)
      or (l.first_quote_at is null) <> not exists (select 1 from quotes q where q.load_id = l.id)`,
  'a charge was announced to each member of the carrier, once': `
    select t.id from trips t
    where (select count(*) from notifications n where n.trip_id = t.id and n.kind = 'charge_submitted')
       <> (select count(*) from trip_charges c where c.trip_id = t.id)
        * (select count(*) from users u where u.group_id = t.group_id)`,
  'a proof of delivery is signed, with its files and no more than five photos': `
    select p.id from delivery_proofs p
    left join stored_files s on s.id = p.signature_file_id
    where s.id is null or s.owner_kind is distinct from 'delivery_proof' or s.owner_id <> p.id
       or (select count(*) from stored_files f
           where f.owner_kind = 'delivery_proof' and f.owner_id = p.id) > 6`,
  'a completed trip has its proof of delivery': `
    select t.id from trips t
    where t.status = 'completed'
      and not exists (select 1 from delivery_proofs p where p.trip_id = t.id)`,
  'a stored file belongs to something that exists, or to nothing yet': `
    select f.id from stored_files f
    where (f.owner_kind = 'charge' and not exists (select 1 from trip_charges c where c.id = f.owner_id))
       or (f.owner_kind = 'delivery_proof' and not exists (select 1 from delivery_proofs p where p.id = f.owner_id))
       or (f.owner_kind = 'truck' and not exists (select 1 from trucks t where t.id = f.owner_id))
       or (f.owner_kind = 'driver' and not exists (select 1 from drivers d where d.id = f.owner_id))
       or (f.owner_kind = 'load' and not exists (select 1 from loads l where l.id = f.owner_id))`,
  ...INVOICE_RULES,
};

export type FileOnDisk = { key: string; size: number; sha256: string };

/** DATA_DIR/files as the disk storage lays it out: `<2 characters>/<key>`. */
export async function filesOnDisk(dataDir: string): Promise<FileOnDisk[]> {
  const root = path.join(dataDir, 'files');
  const folders = await readdir(root).catch(() => [] as string[]);
  const files: FileOnDisk[] = [];
  for (const folder of folders) {
    for (const key of await readdir(path.join(root, folder))) {
      const bytes = await readFile(path.join(root, folder, key));
      files.push({
        key,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }
  }
  return files;
}

export type StoredFileFacts = {
  id: string;
  storage_key: string;
  size: number;
  owner_kind: string | null;
  original_name: string;
};

/** Each broken rule with the ids that break it; empty when the database is whole. */
export async function brokenInvariants(db: Database, dataDir: string): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, query] of Object.entries(WHOLE_OR_ABSENT)) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(sql.raw(query)));
    if (rows.length > 0) broken.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  const stored = rowsOf<StoredFileFacts>(
    await db.execute(
      sql`select id, storage_key, size, owner_kind, original_name from stored_files`,
    ),
  );
  const onDisk = new Map((await filesOnDisk(dataDir)).map((file) => [file.key, file]));
  const keys = new Set(stored.map((row) => row.storage_key));
  for (const row of stored) {
    const file = onDisk.get(row.storage_key);
    // An unattached upload is nobody's yet: its bytes may be missing until the sweep takes it.
    if (row.owner_kind === null && !file) continue;
    if (!file || file.size !== Number(row.size)) {
      broken.push(
        `stored file ${row.id} (${row.original_name}) has ${file ? `${file.size} bytes, not ${row.size}` : 'no bytes'}`,
      );
    }
  }
  for (const key of onDisk.keys()) {
    // A write cut short leaves its temporary file, which the storage's sweep removes.
    if (!keys.has(key) && !key.endsWith('.partial')) broken.push(`file ${key} on disk has no row`);
  }
  return broken;
}
