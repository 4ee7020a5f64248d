import type { Invoice } from '../../../contract/invoices';

export type InvoiceTitle = 'tax_invoice' | 'simplified' | 'invoice';

/**
 * What the paper is called: a seller without a VAT number issues a plain invoice; with one, the
 * invoice to a buyer that has none is a simplified tax invoice (as Saudi Arabia's and the UAE's
 * rules name it), else a tax invoice.
 */
export function invoiceTitle(invoice: Pick<Invoice, 'kind' | 'buyer'>): InvoiceTitle {
  if (invoice.kind === 'invoice') return 'invoice';
  return invoice.buyer.vatNumber ? 'tax_invoice' : 'simplified';
}
