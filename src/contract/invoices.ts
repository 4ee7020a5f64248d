import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The tax invoice of an accepted deal and the supplementary invoices of its trip's charges
 * (docs/product.md §7 Invoices), as GET /api/loads/{id}/invoice answers them. Amounts are in
 * the load's currency, exact to its decimals (`currencyDecimals`: 3 for KWD, BHD and OMR).
 * Prices on the platform include VAT — the card is charged the accepted quote — so each line's
 * `amount` is what the shipper pays and `netAmount` plus `vatAmount` make it up exactly.
 */
export const invoicePartySchema = z.object({
  /** The registered (legal) name, or the company name while none is entered. */
  name: z.string(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
  address: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceLineSchema = z.object({
  /** `freight`: the accepted quote; `charge`: a driver's charge the provider approved. */
  kind: z.enum(['freight', 'charge']),
  /** The route (freight) or the charge's reason as the driver gave it. */
  description: z.string(),
  netAmount: z.number(),
  vatAmount: z.number(),
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * Why no VAT is charged when `vatRate` is 0: transport between two countries is zero-rated;
 * Kuwait and Qatar levy no VAT; a seller without a VAT number cannot charge it.
 */
export const vatExemptionSchema = z.enum(['cross_border', 'no_vat_in_country', 'not_registered']);

export const creditNoteSchema = z.object({
  number: z.string(),
  /** The invoice it corrects. */
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  /** The refund that called for it (the payments module's refund reasons). */
  reason: z.string(),
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** What every invoice prints, the deal's and a supplementary one alike. */
const invoiceFields = {
  /** INV-<n>, one sequence per provider (truck group), never reused. */
  number: z.string(),
  /** `tax_invoice` when the seller had a VAT number at issue; otherwise a plain `invoice`. */
  kind: z.enum(['tax_invoice', 'invoice']),
  issuedAt: z.string(),
  loadId: z.string(),
  /** LD-<n>. */
  loadNumber: z.string(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  /** ISO codes of where the transport begins and ends; VAT is that of `supplyCountry`. */
  originCountry: z.string(),
  destinationCountry: z.string(),
  supplyCountry: z.string(),
  currency: z.string(),
  currencyDecimals: z.number().int(),
  /** Percent: 15 in Saudi Arabia, 10 in Bahrain, 5 in the UAE and Oman, 0 otherwise. */
  vatRate: z.number(),
  vatExemption: vatExemptionSchema.nullable(),
  /** As issued: an invoice's lines and totals never change once it is issued. */
  lines: z.array(invoiceLineSchema),
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  /**
   * Saudi Arabia's simplified e-invoice QR (ZATCA phase 1): base64 of TLV tags 1 seller name,
   * 2 VAT number, 3 time of issue, 4 total with VAT, 5 VAT. Null outside Saudi Arabia or
   * without the seller's VAT number.
   */
  zatcaQr: z.string().nullable(),
};

/**
 * The trip's approved charges, invoiced after the deal on an invoice of their own that refers to
 * the deal's: issued when the trip is completed, and for a charge approved after that, when it
 * is approved. Same parties and VAT as the deal's invoice; its own number, time and QR.
 */
export const supplementaryInvoiceSchema = z.object({
  ...invoiceFields,
  /** The deal's invoice number (INV-<n>) it adds to. */
  refersTo: z.string(),
});
export type SupplementaryInvoice = z.infer<typeof supplementaryInvoiceSchema>;

/** The deal's invoice: the accepted quote's freight only, as issued at acceptance. */
export const invoiceSchema = z.object({
  ...invoiceFields,
  /** Issued when the deal's payment was refunded, each referring to this invoice. */
  creditNotes: z.array(creditNoteSchema),
  /** The supplementary invoices of the trip's approved charges, oldest first. */
  supplementaryInvoices: z.array(supplementaryInvoiceSchema),
  /**
   * Approved charges of the running trip that no invoice has yet: they are invoiced on a
   * supplementary invoice when the trip is completed.
   */
  approvedChargesAwaitingInvoice: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceResponse = envelope(z.object({ invoice: invoiceSchema }));
