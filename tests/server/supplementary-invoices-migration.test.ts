import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteMigratedBefore, type MigratedBefore } from './support/migrated-before';

/**
 * Migration 0017 on invoices issued before it, when an invoice read its lines live: each keeps
 * its freight as a stored line with its totals, and a trip completed with approved charges gets
 * the supplementary invoice for them, numbered next in its carrier's series.
 */
let database: MigratedBefore;
let client: PGlite;

beforeAll(async () => {
  database = await pgliteMigratedBefore('supplementary_invoices');
  client = database.client;
}, 60_000);
afterAll(() => database?.close());

async function one<Row>(query: string, params: unknown[] = []): Promise<Row> {
  const { rows } = await client.query<Row>(query, params);
  if (!rows[0]) throw new Error(`no row: ${query}`);
  return rows[0];
}

const SELLER = { name: 'Najd Haulage Co.', vatNumber: '310122393500003' };

/** A shipper's load, the carrier's accepted and paid quote, its trip and its invoice, as 0016 stored them. */
async function invoicedDeal(
  parties: { shipperId: string; providerId: string; groupId: string },
  deal: {
    currency: string;
    vatRate: number;
    freightMinor: number;
    number: number;
    tripStatus: string;
  },
) {
  const load = await one<{ id: string; number: number; created_at: Date }>(
    `insert into loads (shipper_user_id, source, destination, source_city, destination_city,
       weight_value, weight_unit, weight_kg, material, load_type, currency, scheduled_date, status)
     values ($1, '{"country":"Saudi Arabia","city":"Riyadh"}', '{"country":"Saudi Arabia","city":"Dammam"}',
       'Riyadh', 'Dammam', 10, 'ton', 10000, 'Cement', 'FTL', $2, now(), $3)
     returning id, number, created_at`,
    [parties.shipperId, deal.currency, deal.tripStatus],
  );
  const paymentIntentId = `pi_${load.number}`;
  const quote = await one<{ id: string }>(
    `insert into quotes (load_id, group_id, provider_user_id, offer, approved_amount, status,
       payment_intent_id, load_created_at, load_number)
     values ($1, $2, $3, 1, 1, 'accepted', $4, $5, $6) returning id`,
    [load.id, parties.groupId, parties.providerId, paymentIntentId, load.created_at, load.number],
  );
  const trip = await one<{ id: string }>(
    `insert into trips (load_id, quote_id, group_id, base_price, status)
     values ($1, $2, $3, 1, $4) returning id`,
    [load.id, quote.id, parties.groupId, deal.tripStatus],
  );
  const invoice = await one<{ id: string }>(
    `insert into invoices (group_id, number, load_id, quote_id, payment_intent_id, issued_at, seller,
       buyer, origin_country, destination_country, supply_country, currency, vat_rate, freight_minor)
     values ($1, $2, $3, $4, $5, '2026-11-01T08:00:00Z', $6, '{"name":"Al Harbi Trading"}',
       'SA', 'SA', 'SA', $7, $8, $9) returning id`,
    [
      parties.groupId,
      deal.number,
      load.id,
      quote.id,
      paymentIntentId,
      JSON.stringify(SELLER),
      deal.currency,
      deal.vatRate,
      deal.freightMinor,
    ],
  );
  return { loadId: load.id, tripId: trip.id, invoiceId: invoice.id };
}

async function addCharge(
  tripId: string,
  reason: string,
  amount: number,
  status: string,
  at: string,
) {
  const charge = await one<{ id: string }>(
    `insert into trip_charges (trip_id, reason, amount, approved_amount, status, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [tripId, reason, amount, status === 'approved' ? amount : 0, status, at],
  );
  return charge.id;
}

describe('migration 0017_supplementary_invoices', () => {
  it('stores each invoice’s freight line and totals, and invoices the approved charges of completed trips', async () => {
    const [shipper, provider] = (
      await client.query<{ id: string }>(
        `insert into users (phone_e164, country_code, national_number)
         values ('+966500000201', '+966', '500000201'), ('+966500000202', '+966', '500000202')
         returning id`,
      )
    ).rows;
    const group = await one<{ id: string }>(
      `insert into truck_groups (name, owner_user_id) values ('Najd', $1) returning id`,
      [provider?.id],
    );
    const parties = {
      shipperId: String(shipper?.id),
      providerId: String(provider?.id),
      groupId: group.id,
    };
    const completed = await invoicedDeal(parties, {
      currency: 'SAR',
      vatRate: 15,
      freightMinor: 115_000,
      number: 1,
      tripStatus: 'completed',
    });
    const running = await invoicedDeal(parties, {
      currency: 'SAR',
      vatRate: 15,
      freightMinor: 57_500,
      number: 2,
      tripStatus: 'out_to_unload',
    });
    await client.query(
      `insert into document_counters (group_id, series, next) values ($1, 'invoice', 3)`,
      [group.id],
    );
    const ramp = await addCharge(
      completed.tripId,
      'Ramp fee',
      10,
      'approved',
      '2026-11-02T09:00:00Z',
    );
    const toll = await addCharge(
      completed.tripId,
      'Border toll',
      45.5,
      'approved',
      '2026-11-02T08:00:00Z',
    );
    await addCharge(completed.tripId, 'Lunch', 30, 'rejected', '2026-11-02T10:00:00Z');
    await addCharge(completed.tripId, 'Fuel', 100, 'pending', '2026-11-02T11:00:00Z');
    const later = await addCharge(
      running.tripId,
      'Parking',
      20,
      'approved',
      '2026-11-02T08:00:00Z',
    );

    await database.migrateToLatest();

    const { rows: deals } = await client.query<Record<string, unknown>>(
      `select i.number, i.total_minor, i.vat_minor, x.position, x.kind, x.description, x.gross_minor,
              x.vat_minor as line_vat
       from invoices i join invoice_lines x on x.invoice_id = i.id
       where i.refers_to_invoice_id is null order by i.number`,
    );
    expect(deals).toEqual([
      {
        number: 1,
        total_minor: 115_000,
        vat_minor: 15_000,
        position: 1,
        kind: 'freight',
        description: 'Riyadh → Dammam',
        gross_minor: 115_000,
        line_vat: 15_000,
      },
      {
        number: 2,
        total_minor: 57_500,
        vat_minor: 7_500,
        position: 1,
        kind: 'freight',
        description: 'Riyadh → Dammam',
        gross_minor: 57_500,
        line_vat: 7_500,
      },
    ]);

    const supplementary = await one<Record<string, unknown>>(
      `select number, refers_to_invoice_id, payment_intent_id, seller, vat_rate, total_minor, vat_minor
       from invoices where refers_to_invoice_id is not null`,
    );
    expect(supplementary).toEqual({
      number: 3,
      refers_to_invoice_id: completed.invoiceId,
      payment_intent_id: null,
      seller: SELLER,
      vat_rate: 15,
      total_minor: 5_550,
      vat_minor: 723,
    });
    const { rows: lines } = await client.query<Record<string, unknown>>(
      `select x.position, x.charge_id, x.description, x.gross_minor, x.vat_minor
       from invoice_lines x join invoices i on i.id = x.invoice_id
       where i.refers_to_invoice_id is not null order by x.position`,
    );
    expect(lines).toEqual([
      {
        position: 1,
        charge_id: toll,
        description: 'Border toll',
        gross_minor: 4_550,
        vat_minor: 593,
      },
      { position: 2, charge_id: ramp, description: 'Ramp fee', gross_minor: 1_000, vat_minor: 130 },
    ]);
    // The running trip's charge waits for its completion; the series goes on from 4.
    expect(
      (await client.query(`select 1 from invoice_lines where charge_id = $1`, [later])).rows,
    ).toEqual([]);
    expect(await one(`select next from document_counters where group_id = $1`, [group.id])).toEqual(
      { next: 4 },
    );
  });
});
