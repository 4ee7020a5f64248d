import { expect } from 'vitest';
import type { Invoice } from '../../../src/contract/invoices';
import { loads, type StoredStop } from '../../../server/modules/loads/loads.schema';
import { call } from './marketplace';
import {
  insertQuote,
  payFor,
  putQuoteStatus,
  signInProvider,
  signInShipper,
  type Provider,
  type Shipper,
} from './payment-fixtures';
import { completeProfile } from './sign-in';
import type { TestApp } from './test-app';

export const SAUDI_VAT = '310122393500003';

export async function withLegalDetails(
  t: TestApp,
  provider: Provider,
  details: Record<string, string>,
) {
  const response = await completeProfile(t, provider, {
    userType: 'provider',
    companyName: 'Najd Haulage',
    companyAddress: 'King Fahd Rd, Riyadh 12271',
    ...details,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

/** A provider with a Saudi legal name, VAT number and CR number: its invoices are tax invoices. */
export async function legalProvider(t: TestApp, details: Record<string, string> = {}) {
  const provider = await signInProvider(t);
  await withLegalDetails(t, provider, {
    legalName: 'شركة نجد للنقل Najd Haulage Co.',
    vatNumber: SAUDI_VAT,
    crNumber: '1010123456',
    ...details,
  });
  return provider;
}

const stop = (
  country: string,
  city: string,
  coordinates: [number, number] | null = null,
): StoredStop => ({
  country,
  city,
  address: null,
  contactPerson: null,
  contactNumber: null,
  coordinates,
});

/** A shipper's load between two countries, priced in `currency`. */
export async function insertLoadBetween(
  t: TestApp,
  shipper: Shipper,
  from: [string, string, ([number, number] | null)?],
  to: [string, string, ([number, number] | null)?],
  currency: string,
) {
  const [row] = await t.db
    .insert(loads)
    .values({
      shipperUserId: shipper._id,
      source: stop(...from),
      destination: stop(...to),
      sourceCity: from[1],
      destinationCity: to[1],
      weightValue: 10,
      weightUnit: 'ton',
      weightKg: 10_000,
      material: 'Steel pipes',
      loadType: 'FTL',
      currency,
      scheduledDate: new Date('2026-12-01T08:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('load not stored');
  return row;
}

/** The shipper pays the provider's quote and accepts it, as the browser does. */
export async function acceptedDeal(
  t: TestApp,
  options: {
    provider: Provider;
    shipper?: Shipper;
    /** Country, city and, where the stop's arrival is watched, its [lng, lat]. */
    from?: [string, string, [number, number]?];
    to?: [string, string, [number, number]?];
    currency?: string;
    offer: number;
  },
) {
  const shipper = options.shipper ?? (await signInShipper(t));
  const load = await insertLoadBetween(
    t,
    shipper,
    options.from ?? ['Saudi Arabia', 'Riyadh'],
    options.to ?? ['Saudi Arabia', 'Jeddah'],
    options.currency ?? 'SAR',
  );
  const quote = await insertQuote(t, {
    loadId: load.id,
    provider: options.provider,
    offer: options.offer,
  });
  const paymentIntentId = await payFor(t, shipper.token, quote);
  const accepted = await putQuoteStatus(t, shipper.token, {
    quoteId: quote.id,
    status: 'accepted',
    paymentIntentId,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { shipper, load, quote, paymentIntentId };
}

export const getInvoice = (t: TestApp, token: string, loadId: string) =>
  call<{ invoice: Invoice }>(t, 'GET', `/api/loads/${loadId}/invoice`, { token });

export async function invoiceOf(t: TestApp, token: string, loadId: string): Promise<Invoice> {
  const response = await getInvoice(t, token, loadId);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data!.invoice;
}

/** base64 → TLV records: a tag byte, a length byte, the UTF-8 value. */
export function decodeTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const tags = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    tags.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return tags;
}
