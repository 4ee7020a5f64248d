import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { rowsOf } from '../../../server/db/database';

/** A table's row count and a digest of its rows' text, ordered, so any change shows. */
export type TableDigest = { rows: number; digest: string };
export type DatabaseSnapshot = Record<string, TableDigest>;

/**
 * Every table of the app's schema, digested. Two snapshots are equal exactly when no row was
 * added, removed or changed; `ignore` leaves out tables a refused request may still touch (say
 * `idempotency_keys`, which keeps refusals for replay).
 */
export async function snapshotDatabase(
  db: Database,
  options: { ignore?: string[] } = {},
): Promise<DatabaseSnapshot> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.name);
  const snapshot: DatabaseSnapshot = {};
  for (const table of tables) {
    if (options.ignore?.includes(table)) continue;
    const [row] = rowsOf<{ rows: number | string; digest: string | null }>(
      await db.execute(
        sql.raw(
          `select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
        ),
      ),
    );
    snapshot[table] = { rows: Number(row?.rows ?? 0), digest: row?.digest ?? '' };
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, for a readable assertion. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) =>
      before[name]?.rows !== after[name]?.rows || before[name]?.digest !== after[name]?.digest,
  );
}
