import type { InvoiceLineRow } from './invoices.schema';
import { vatIncludedMinor } from './vat-rules';

/** A line to issue: what the shipper pays for it, VAT included, in minor units. */
export type LineToIssue = Pick<InvoiceLineRow, 'kind' | 'description' | 'grossMinor'> & {
  chargeId?: string;
};

/**
 * An invoice's lines as they are stored at issue, VAT split out of each in minor units, and the
 * totals as the lines' sums: every printed figure adds up exactly, and none is worked out again.
 */
export function issuedLines(
  invoiceId: string,
  lines: readonly LineToIssue[],
  vatRate: number,
): { rows: InvoiceLineRow[]; totalMinor: number; vatMinor: number } {
  const rows = lines.map((line, index) => ({
    invoiceId,
    position: index + 1,
    kind: line.kind,
    description: line.description,
    chargeId: line.chargeId ?? null,
    grossMinor: line.grossMinor,
    vatMinor: vatIncludedMinor(line.grossMinor, vatRate),
  }));
  return {
    rows,
    totalMinor: rows.reduce((sum, row) => sum + row.grossMinor, 0),
    vatMinor: rows.reduce((sum, row) => sum + row.vatMinor, 0),
  };
}
