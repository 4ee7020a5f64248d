import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, quote, signInProvider, signInShipper } from './support/marketplace';
import {
  allNotificationRows,
  inboxOf,
  joinGroup,
  kindsOf,
  liveEventsOf,
  notesOfKind,
} from './support/notification-inbox';
import { insertLoad, payFor, putQuoteStatus } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/**
 * A shipper's load (Riyadh → Kuwait City, written straight to the table so no posting news
 * interferes), a second shipper, and three carriers: Desert Line with two users, Gulf Haul and
 * an onlooker that never quotes.
 */
async function stage(currency = 'SAR') {
  const shipper = await signInShipper(t);
  const otherShipper = await signInShipper(t);
  const desert = await signInProvider(t, 'Desert Line');
  const colleague = await signInProvider(t, 'Desert Line colleague');
  await joinGroup(t, desert.groupId, [colleague._id]);
  const gulf = await signInProvider(t, 'Gulf Haul');
  const onlooker = await signInProvider(t, 'Onlooker Freight');
  const load = await insertLoad(t, shipper, currency);
  const ref = {
    _id: load.id,
    id: `LD-${load.number}`,
    source: { city: 'Riyadh', country: 'Saudi Arabia' },
    destination: { city: 'Kuwait City', country: 'Kuwait' },
  };
  const loadName = `LD-${load.number}`;
  return { shipper, otherShipper, desert, colleague, gulf, onlooker, load, ref, loadName };
}

async function quoteId(token: string, loadId: string, offer: number) {
  const response = await quote(t, token, loadId, offer);
  if (response.status !== 200) throw new Error(`quote: ${JSON.stringify(response.body)}`);
  return String(response.body.data?._id);
}

async function accept(token: string, id: string, loadId: string) {
  const paymentIntentId = await payFor(t, token, { id, loadId });
  const response = await putQuoteStatus(t, token, {
    quoteId: id,
    status: 'accepted',
    paymentIntentId,
  });
  if (response.status !== 200) throw new Error(`accept: ${JSON.stringify(response.body)}`);
}

const reject = (token: string, id: string) =>
  putQuoteStatus(t, token, { quoteId: id, status: 'rejected' });

describe('notifications about quotes', () => {
  it("tells the load's shipper of a new quote, and nobody else", async () => {
    const s = await stage();
    const before = (await allNotificationRows(t)).length;
    const id = await quoteId(s.desert.token, s.load.id, 1500);

    const [note, ...rest] = await inboxOf(t, s.shipper.token);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: 'quote_received',
      title: 'New quote received',
      description: `Desert Line quoted SAR 1,500.00 for ${s.loadName}.`,
      isRead: false,
      loadId: s.ref,
      tripId: null,
    });
    for (const other of [s.otherShipper, s.desert, s.colleague, s.gulf, s.onlooker]) {
      expect(await inboxOf(t, other.token)).toEqual([]);
    }
    expect((await allNotificationRows(t)).length).toBe(before + 1);

    // The shipper's open screens hear of the notification and of the quote itself.
    expect(await liveEventsOf(t, s.shipper._id)).toEqual([
      { type: 'notification', notificationId: note?._id, loadId: s.load.id },
      { type: 'quote', loadId: s.load.id, quoteId: id },
    ]);
    expect(await liveEventsOf(t, s.otherShipper._id)).toEqual([]);
  });

  it('tells the shipper of a changed quote, not of an update that changed nothing', async () => {
    const s = await stage();
    await quoteId(s.desert.token, s.load.id, 1500);
    const updated = await call(t, 'POST', '/api/quote/update', {
      token: s.desert.token,
      body: { loadId: s.load.id, offer: 1400, status: 'pending' },
    });
    expect(updated.status).toBe(200);
    const [latest] = await notesOfKind(t, s.shipper.token, 'quote_updated');
    expect(latest).toMatchObject({
      kind: 'quote_updated',
      title: 'Quote updated',
      description: `Desert Line changed its quote for ${s.loadName} from SAR 1,500.00 to SAR 1,400.00.`,
      loadId: s.ref,
    });

    const same = await call(t, 'POST', '/api/quote/update', {
      token: s.desert.token,
      body: { loadId: s.load.id, offer: 1400, status: 'pending' },
    });
    expect(same.status).toBe(200);
    expect(await kindsOf(t, s.shipper.token)).toEqual(['quote_received', 'quote_updated']);
    expect(await inboxOf(t, s.desert.token)).toEqual([]);
  });

  it("names amounts in the load's currency with its own decimals", async () => {
    const s = await stage('KWD');
    await quoteId(s.gulf.token, s.load.id, 250.5);
    const [note] = await inboxOf(t, s.shipper.token);
    expect(note?.description).toBe(`Gulf Haul quoted KWD 250.500 for ${s.loadName}.`);
  });

  it('tells every user of the winning group, and the carriers whose quotes the acceptance closed', async () => {
    const s = await stage();
    const desertQuote = await quoteId(s.desert.token, s.load.id, 1500);
    await quoteId(s.gulf.token, s.load.id, 1800);
    await accept(s.shipper.token, desertQuote, s.load.id);

    for (const user of [s.desert, s.colleague]) {
      const inbox = await inboxOf(t, user.token);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({
        kind: 'quote_accepted',
        title: 'Quote accepted',
        description: `The shipper paid and accepted your quote of SAR 1,500.00 for ${s.loadName}. Start the trip from Find Loads.`,
        loadId: s.ref,
      });
    }
    const [closed, ...more] = await inboxOf(t, s.gulf.token);
    expect(more).toEqual([]);
    expect(closed).toMatchObject({
      kind: 'quote_rejected',
      title: 'Quote rejected',
      description: `The shipper accepted another quote for ${s.loadName}; your quote of SAR 1,800.00 was not chosen.`,
    });
    expect(await kindsOf(t, s.shipper.token)).toEqual(['quote_received', 'quote_received']);
    expect(await inboxOf(t, s.onlooker.token)).toEqual([]);
    expect(await inboxOf(t, s.otherShipper.token)).toEqual([]);
  });

  it('tells the carrier its quote was rejected, and only that carrier', async () => {
    const s = await stage();
    await quoteId(s.desert.token, s.load.id, 1500);
    const gulfQuote = await quoteId(s.gulf.token, s.load.id, 1800);
    expect((await reject(s.shipper.token, gulfQuote)).status).toBe(200);

    const [note, ...rest] = await inboxOf(t, s.gulf.token);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      kind: 'quote_rejected',
      description: `The shipper rejected your quote of SAR 1,800.00 for ${s.loadName}.`,
      loadId: s.ref,
    });
    expect(await inboxOf(t, s.desert.token)).toEqual([]);

    // Rejecting it again changes nothing, so it tells nobody again.
    expect((await reject(s.shipper.token, gulfQuote)).status).toBe(200);
    expect(await kindsOf(t, s.gulf.token)).toEqual(['quote_rejected']);
  });

  it('tells the carrier when the shipper cancels an acceptance, with the trip it called off', async () => {
    const s = await stage();
    const desertQuote = await quoteId(s.desert.token, s.load.id, 1500);
    await accept(s.shipper.token, desertQuote, s.load.id);
    const started = await call<{ tripId: string; tripNumber: string }>(
      t,
      'POST',
      '/api/trips/create',
      { token: s.desert.token, body: { quoteId: desertQuote, loadId: s.load.id } },
    );
    expect(started.status).toBe(200);
    const { tripId, tripNumber } = started.body.data ?? { tripId: '', tripNumber: '' };

    expect((await reject(s.shipper.token, desertQuote)).status).toBe(200);
    for (const user of [s.desert, s.colleague]) {
      const [latest] = await notesOfKind(t, user.token, 'acceptance_cancelled');
      expect(latest).toMatchObject({
        title: 'Acceptance cancelled',
        description: `The shipper cancelled the acceptance of your quote of SAR 1,500.00 for ${s.loadName}. Trip ${tripNumber} is cancelled.`,
        loadId: s.ref,
        tripId,
      });
      expect(await liveEventsOf(t, user._id)).toContainEqual({
        type: 'trip',
        tripId,
        loadId: s.load.id,
      });
    }
    // The shipper cancelled it: told of the quote and the trip start, not of its own cancelling.
    expect(await kindsOf(t, s.shipper.token)).toEqual(['quote_received', 'trip_started']);
    expect(await inboxOf(t, s.gulf.token)).toEqual([]);
  });

  it('writes nothing when the change is refused', async () => {
    const s = await stage();
    const desertQuote = await quoteId(s.desert.token, s.load.id, 1500);
    await accept(s.shipper.token, desertQuote, s.load.id);
    const before = await allNotificationRows(t);

    // The load has an accepted quote: a late quote is refused, and so is its notification.
    const late = await quote(t, s.gulf.token, s.load.id, 1200);
    expect(late.status).toBe(409);
    const stranger = await reject(s.otherShipper.token, desertQuote);
    expect(stranger.status).toBe(404);
    expect(await allNotificationRows(t)).toEqual(before);
  });
});
