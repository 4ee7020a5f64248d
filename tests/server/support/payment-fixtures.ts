import { eq } from 'drizzle-orm';
import { loads } from '../../../server/modules/loads/loads.schema';
import { quotes, type QuoteRow } from '../../../server/modules/quotes/quotes.schema';
import { trucks } from '../../../server/modules/trucks/trucks.schema';
import { completeProfile, post, signIn } from './sign-in';
import type { TestApp } from './test-app';

type Json = Record<string, unknown>;
export type Shipper = Awaited<ReturnType<typeof signInShipper>>;
export type Provider = Awaited<ReturnType<typeof signInProvider>>;

export async function signInShipper(t: TestApp) {
  const session = await signIn(t);
  await completeProfile(t, session, { userType: 'user' });
  return session;
}

let companies = 0;
export async function signInProvider(t: TestApp) {
  const session = await signIn(t);
  companies += 1;
  const response = await completeProfile(t, session, {
    userType: 'provider',
    companyName: `Carrier ${companies}`,
  });
  const groupId = String((response.body.data?.user as { groupId: string }).groupId);
  return { ...session, groupId };
}

/** Rows straight into the tables, so these tests depend on no other module's routes. */
export async function insertLoad(t: TestApp, shipper: Shipper, currency = 'SAR') {
  const stop = (country: string, city: string) => ({
    country,
    city,
    address: null,
    contactPerson: null,
    contactNumber: null,
    coordinates: null,
  });
  const [row] = await t.db
    .insert(loads)
    .values({
      shipperUserId: shipper._id,
      source: stop('Saudi Arabia', 'Riyadh'),
      destination: stop('Kuwait', 'Kuwait City'),
      sourceCity: 'Riyadh',
      destinationCity: 'Kuwait City',
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

export async function insertTruck(t: TestApp, groupId: string) {
  const [row] = await t.db
    .insert(trucks)
    .values({
      groupId,
      name: 'Volvo',
      model: 'FH16',
      licensePlate: `ABC ${Math.floor(Math.random() * 10_000)}`,
      type: '10Ton',
      weight: 10,
    })
    .returning();
  if (!row) throw new Error('truck not stored');
  return row;
}

export async function insertQuote(
  t: TestApp,
  {
    loadId,
    provider,
    offer,
    truckId = null,
  }: { loadId: string; provider: Provider; offer: number; truckId?: string | null },
) {
  const [load] = await t.db.select().from(loads).where(eq(loads.id, loadId));
  if (!load) throw new Error('load not found');
  const [row] = await t.db
    .insert(quotes)
    .values({
      loadId,
      groupId: provider.groupId,
      providerUserId: provider._id,
      offer,
      truckId,
      loadCreatedAt: load.createdAt,
      loadNumber: load.number,
    })
    .returning();
  if (!row) throw new Error('quote not stored');
  return row;
}

export async function quoteRow(t: TestApp, quoteId: string): Promise<QuoteRow> {
  const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new Error('quote not found');
  return row;
}

export async function createIntent(
  t: TestApp,
  token: string,
  quote: Pick<QuoteRow, 'id' | 'loadId'>,
) {
  return post(t, '/api/payments/create-intent', { quoteId: quote.id, loadId: quote.loadId }, token);
}

/** The browser's side of a payment in test mode: create the intent, then confirm it with a card. */
export async function payFor(
  t: TestApp,
  token: string,
  quote: Pick<QuoteRow, 'id' | 'loadId'>,
  cardNumber = '4242424242424242',
): Promise<string> {
  const created = await createIntent(t, token, quote);
  if (created.status !== 200)
    throw new Error(`create-intent failed: ${JSON.stringify(created.body)}`);
  const paymentIntentId = String(created.body.data?.paymentIntentId);
  await post(t, '/api/payments/test/confirm', { paymentIntentId, cardNumber }, token);
  return paymentIntentId;
}

export async function putQuoteStatus(t: TestApp, token: string | undefined, body: Json) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/quote/status',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Json & { data?: Json } };
}

/** A shipper's load with quotes from two carriers, the usual stage of these tests. */
export async function loadWithTwoQuotes(t: TestApp, currency = 'SAR', offers = [1500, 1800]) {
  const shipper = await signInShipper(t);
  const load = await insertLoad(t, shipper, currency);
  const first = await signInProvider(t);
  const second = await signInProvider(t);
  const quoteA = await insertQuote(t, {
    loadId: load.id,
    provider: first,
    offer: offers[0] ?? 1500,
  });
  const quoteB = await insertQuote(t, {
    loadId: load.id,
    provider: second,
    offer: offers[1] ?? 1800,
  });
  return { shipper, load, providers: [first, second] as const, quoteA, quoteB };
}
