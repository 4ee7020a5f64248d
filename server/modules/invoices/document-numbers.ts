import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { documentCounters, type DocumentSeries } from './invoices.schema';

export const displayInvoiceNumber = (number: number) => `INV-${number}`;
export const displayCreditNoteNumber = (number: number) => `CN-${number}`;

/**
 * The group's next number in `series`, taken inside `tx`: the counter row stays locked until
 * `tx` ends, so concurrent issues for one group wait for each other and each gets its own
 * number; a rolled-back issue gives its number back.
 */
export async function takeNextNumber(
  tx: Database,
  groupId: string,
  series: DocumentSeries,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ groupId, series, next: 2 })
    .onConflictDoUpdate({
      target: [documentCounters.groupId, documentCounters.series],
      set: { next: sql`${documentCounters.next} + 1` },
    })
    .returning({ next: documentCounters.next });
  if (!row) throw new Error('Document counter was not stored');
  return row.next - 1;
}
