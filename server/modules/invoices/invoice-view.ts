import type { CreditNote, Invoice, SupplementaryInvoice } from '../../../src/contract/invoices';
import { currencyDecimals, fromMinorUnits } from '../../../src/contract/money';
import { displayLoadId } from '../loads/load-lookup';
import { displayCreditNoteNumber, displayInvoiceNumber } from './document-numbers';
import type { CreditNoteRow, InvoiceLineRow, InvoiceRow } from './invoices.schema';
import { minorToText } from './vat-rules';
import { zatcaQr, zatcaTimestamp } from './zatca-qr';

/** An issued invoice with its stored lines, in their order. */
export type IssuedInvoice = { row: InvoiceRow; lines: InvoiceLineRow[] };

type SharedFields = Omit<SupplementaryInvoice, 'refersTo'>;

/**
 * What every invoice prints, from what was stored at issue only: the lines and totals as issued,
 * so the figures and the QR that signs them are the same on every reading.
 */
function toInvoiceFields({ row, lines }: IssuedInvoice, loadNumber: number): SharedFields {
  const { currency } = row;
  const decimals = currencyDecimals(currency);
  const major = (minor: number) => fromMinorUnits(minor, currency);
  const qr =
    row.supplyCountry === 'SA' && row.seller.vatNumber
      ? zatcaQr({
          sellerName: row.seller.name,
          vatNumber: row.seller.vatNumber,
          timestamp: zatcaTimestamp(row.issuedAt),
          totalWithVat: minorToText(row.totalMinor, decimals),
          vatAmount: minorToText(row.vatMinor, decimals),
        })
      : null;
  return {
    number: displayInvoiceNumber(row.number),
    kind: row.seller.vatNumber ? 'tax_invoice' : 'invoice',
    issuedAt: row.issuedAt.toISOString(),
    loadId: row.loadId,
    loadNumber: displayLoadId(loadNumber),
    seller: row.seller,
    buyer: row.buyer,
    originCountry: row.originCountry,
    destinationCountry: row.destinationCountry,
    supplyCountry: row.supplyCountry,
    currency,
    currencyDecimals: decimals,
    vatRate: row.vatRate,
    vatExemption: row.vatExemption ?? null,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      netAmount: major(line.grossMinor - line.vatMinor),
      vatAmount: major(line.vatMinor),
      amount: major(line.grossMinor),
    })),
    subtotal: major(row.totalMinor - row.vatMinor),
    vatAmount: major(row.vatMinor),
    total: major(row.totalMinor),
    zatcaQr: qr,
  };
}

/** The deal's invoice as the API answers it, with what refers to it. */
export function toInvoice(
  deal: IssuedInvoice,
  context: {
    loadNumber: number;
    creditNotes: CreditNoteRow[];
    supplementary: IssuedInvoice[];
    approvedChargesAwaitingInvoice: number;
  },
): Invoice {
  const fields = toInvoiceFields(deal, context.loadNumber);
  return {
    ...fields,
    creditNotes: context.creditNotes.map((note) =>
      toCreditNote(note, fields.number, fields.currency),
    ),
    supplementaryInvoices: context.supplementary.map((issued) => ({
      ...toInvoiceFields(issued, context.loadNumber),
      refersTo: fields.number,
    })),
    approvedChargesAwaitingInvoice: context.approvedChargesAwaitingInvoice,
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
