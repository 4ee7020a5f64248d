import type { CreditNote, Invoice, InvoiceLine } from '../../../src/contract/invoices';
import { currencyDecimals, fromMinorUnits } from '../../../src/contract/money';
import { displayLoadId } from '../loads/load-lookup';
import { displayCreditNoteNumber, displayInvoiceNumber } from './document-numbers';
import type { CreditNoteRow, InvoiceRow } from './invoices.schema';
import { minorToText, vatIncludedMinor } from './vat-rules';
import { zatcaQr, zatcaTimestamp } from './zatca-qr';

/** A line before VAT is split out: what the shipper pays for it, in minor units. */
export type GrossLine = Pick<InvoiceLine, 'kind' | 'description'> & { grossMinor: number };

/**
 * The invoice as the API answers it. VAT is worked out per line in minor units and the totals
 * are the lines' sums, so every printed figure adds up exactly.
 */
export function toInvoice(
  row: InvoiceRow,
  context: { loadNumber: number; lines: GrossLine[]; creditNotes: CreditNoteRow[] },
): Invoice {
  const { currency } = row;
  const decimals = currencyDecimals(currency);
  const major = (minor: number) => fromMinorUnits(minor, currency);
  let net = 0;
  let vat = 0;
  const lines = context.lines.map((line) => {
    const lineVat = vatIncludedMinor(line.grossMinor, row.vatRate);
    net += line.grossMinor - lineVat;
    vat += lineVat;
    return {
      kind: line.kind,
      description: line.description,
      netAmount: major(line.grossMinor - lineVat),
      vatAmount: major(lineVat),
      amount: major(line.grossMinor),
    };
  });
  const number = displayInvoiceNumber(row.number);
  const qr =
    row.supplyCountry === 'SA' && row.seller.vatNumber
      ? zatcaQr({
          sellerName: row.seller.name,
          vatNumber: row.seller.vatNumber,
          timestamp: zatcaTimestamp(row.issuedAt),
          totalWithVat: minorToText(net + vat, decimals),
          vatAmount: minorToText(vat, decimals),
        })
      : null;
  return {
    number,
    kind: row.seller.vatNumber ? 'tax_invoice' : 'invoice',
    issuedAt: row.issuedAt.toISOString(),
    loadId: row.loadId,
    loadNumber: displayLoadId(context.loadNumber),
    seller: row.seller,
    buyer: row.buyer,
    originCountry: row.originCountry,
    destinationCountry: row.destinationCountry,
    supplyCountry: row.supplyCountry,
    currency,
    currencyDecimals: decimals,
    vatRate: row.vatRate,
    vatExemption: row.vatExemption ?? null,
    lines,
    subtotal: major(net),
    vatAmount: major(vat),
    total: major(net + vat),
    zatcaQr: qr,
    creditNotes: context.creditNotes.map((note) => toCreditNote(note, number, currency)),
  };
}

function toCreditNote(row: CreditNoteRow, invoiceNumber: string, currency: string): CreditNote {
  const major = (minor: number) => fromMinorUnits(minor, currency);
  return {
    number: displayCreditNoteNumber(row.number),
    invoiceNumber,
    issuedAt: row.issuedAt.toISOString(),
    reason: row.reason,
    subtotal: major(row.totalMinor - row.vatMinor),
    vatAmount: major(row.vatMinor),
    total: major(row.totalMinor),
  };
}
