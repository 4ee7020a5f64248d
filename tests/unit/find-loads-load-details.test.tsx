import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadAction } from '../../src/features/find-loads/utils/load-action';
import {
  groupQuoteReply,
  LOAD_ID,
  loadsPage,
  makeQuote,
  makeRow,
  makeTruck,
  openLoad,
  renderFindLoads,
  setUpFindLoadsTests,
  trucksReply,
} from './find-loads-test-harness';
import { callsTo, mockApi } from './mock-api';

setUpFindLoadsTests();

const TRIP_URL = `/api/trips/getbyloadid/${LOAD_ID}`;

describe('Load action per state', () => {
  it.each([
    ['no quote on an open load', 'offer', 'pending', null, false, false],
    ['a pending quote', 'update', 'pending', 'pending', false, false],
    // The server refuses to change a quote the shipper rejected.
    ['a rejected quote on a load still open', null, 'pending', 'rejected', false, false],
    [
      'an acceptance-cancelled quote on the reopened load',
      'update',
      'pending',
      'rejected',
      true,
      false,
    ],
    [
      'an acceptance-cancelled quote on a cancelled load',
      null,
      'cancelled',
      'rejected',
      true,
      false,
    ],
    ['an accepted quote without a trip', 'start', 'confirmed', 'accepted', false, false],
    ['an accepted quote with a trip', 'view', 'confirmed', 'accepted', false, true],
    ['no quote on a load no longer open', null, 'confirmed', null, false, false],
    ['a rejected quote on a load no longer open', null, 'confirmed', 'rejected', false, false],
  ] as const)(
    '%s → %s',
    (_name, expected, loadStatus, quoteStatus, acceptanceCancelled, hasTrip) => {
      const quote = quoteStatus ? { status: quoteStatus, acceptanceCancelled } : null;
      expect(loadAction({ loadStatus, quote, hasTrip })).toBe(expected);
    },
  );
});

describe('Load Details dialog', () => {
  it('lists the load, with NA for a missing HSN code, material and truck', async () => {
    mockApi({
      'POST /api/loads': [
        loadsPage([
          makeRow({
            hsnCode: null,
            material: null,
            loadType: 'LTL',
            truckType: null,
            truckSubType: null,
          }),
        ]),
      ],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(null)],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    const fact = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('ID')).toBe('LD-1001');
    expect(fact('Origin')).toBe('Riyadh, Saudi Arabia');
    expect(fact('Destination')).toBe('Dubai, United Arab Emirates');
    expect(fact('Weight')).toBe('12 ton');
    expect(fact('HSN code')).toBe('NA');
    expect(fact('Material')).toBe('NA');
    expect(fact('Scheduled date')).toMatch(/^May 10, 2030/);
    expect(fact('Posted date')).toMatch(/^May 01, 2030/);
    expect(fact('Load type')).toBe('LTL');
    expect(fact('Required truck')).toBe('NA');
  });

  it('shows HSN code, material and the required truck when present', async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow()])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(null)],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(within(dialog).getByText('7208')).toBeInTheDocument();
    expect(within(dialog).getByText('Steel coils')).toBeInTheDocument();
    expect(within(dialog).getByText('12M · Curtain side')).toBeInTheDocument();
  });

  it('shows the shipper’s cargo photos, fetched with the provider’s session', async () => {
    // jsdom has no object URLs; the photo only needs one to exist.
    URL.createObjectURL = vi.fn(() => 'blob:cargo');
    const photo = '/api/files/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
    const calls = mockApi({
      'POST /api/loads': [loadsPage([makeRow({ images: [{ url: photo }] })])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(null)],
      [`GET ${photo}`]: [{ body: {} }],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    const photos = within(dialog).getByRole('region', { name: 'Cargo photos' });
    expect(within(photos).getByRole('button', { name: 'Open cargo photo 1' })).toBeInTheDocument();
    expect(await within(photos).findByRole('img', { name: 'Cargo photo 1' })).toHaveAttribute(
      'src',
      'blob:cargo',
    );
    expect(callsTo(calls, 'GET', photo)).toHaveLength(1);
  });

  it('offers a quote when the group has none, asking for the group quote by load id', async () => {
    const calls = mockApi({
      'POST /api/loads': [loadsPage([makeRow()])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(null)],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(await within(dialog).findByRole('button', { name: 'Offer Quote' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Your quote')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/quote/get-by-load-group')[0]?.body).toEqual({
      loadId: LOAD_ID,
    });
    expect(callsTo(calls, 'GET', TRIP_URL)).toHaveLength(0);
  });

  it('offers an update of a pending quote and shows its offer in the load currency and status', async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow({ quoteStatus: 'pending', currency: 'KWD' })])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(makeQuote({ offer: 1250.5 }))],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(await within(dialog).findByRole('button', { name: 'Update Quote' })).toBeInTheDocument();
    expect(within(dialog).getByText('Your quote')).toBeInTheDocument();
    expect(within(dialog).getByText('KWD 1,250.500')).toBeInTheDocument();
    expect(within(dialog).getByText('Quote Pending')).toBeInTheDocument();
  });

  it('offers Update Quote when the shipper cancelled the acceptance of the quote', async () => {
    const calls = mockApi({
      'POST /api/loads': [loadsPage([makeRow({ quoteStatus: 'rejected' })])],
      'POST /api/quote/get-by-load-group': [
        groupQuoteReply(makeQuote({ status: 'rejected', acceptanceCancelled: true, offer: 900 })),
      ],
      'GET /api/trucks?status=active': [trucksReply([makeTruck()])],
      'POST /api/quote/update': [{ body: { success: true } }],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    const update = await within(dialog).findByRole('button', { name: 'Update Quote' });
    expect(within(dialog).getByText('Quote Rejected')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The shipper cancelled the acceptance of your quote. You can send a new offer.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('No action is available for this load.')).toBeNull();

    // The new offer starts from the old one and goes to quote/update.
    await user.click(update);
    const form = await screen.findByRole('dialog', { name: 'Update Quote' });
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveValue(900);
    await user.clear(amount);
    await user.type(amount, '875');
    await user.click(within(form).getByRole('button', { name: 'Update Quote' }));
    await waitFor(() => expect(screen.getAllByText('Quote updated successfully!')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/quote/update')[0]?.body).toMatchObject({
      loadId: LOAD_ID,
      offer: 875,
      status: 'pending',
    });
    expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(0);
  });

  it("shows the server's refusal while the shipper is paying for the quote", async () => {
    const msg = 'The shipper is paying for this quote. You can change it once the payment ends.';
    mockApi({
      'POST /api/loads': [loadsPage([makeRow({ quoteStatus: 'rejected' })])],
      'POST /api/quote/get-by-load-group': [
        groupQuoteReply(makeQuote({ status: 'rejected', acceptanceCancelled: true })),
      ],
      'GET /api/trucks?status=active': [trucksReply([makeTruck()])],
      'POST /api/quote/update': [{ status: 409, body: { success: false, msg } }],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Update Quote' }));
    const form = await screen.findByRole('dialog', { name: 'Update Quote' });
    await user.click(within(form).getByRole('button', { name: 'Update Quote' }));
    await waitFor(() => expect(screen.getAllByText(msg)).toHaveLength(2));
    expect(within(form).getByRole('alert')).toHaveTextContent(msg);
  });

  it('offers nothing for a quote the shipper rejected', async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow({ quoteStatus: 'rejected' })])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(makeQuote({ status: 'rejected' }))],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(
      await within(dialog).findByText('No action is available for this load.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update Quote' })).toBeNull();
  });

  it('says the shipper cancelled a cancelled load', async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow({ status: 'cancelled', quoteStatus: 'rejected' })])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(makeQuote({ status: 'rejected' }))],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(await within(dialog).findByText('The shipper cancelled this load.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Quote|Trip/ })).toBeNull();
  });

  it('offers Start Trip for an accepted quote when the load has no trip (404)', async () => {
    const calls = mockApi({
      'POST /api/loads': [loadsPage([makeRow({ status: 'confirmed', quoteStatus: 'accepted' })])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(makeQuote({ status: 'accepted' }))],
      [`GET ${TRIP_URL}`]: [{ status: 404, body: { success: false, msg: 'Trip not found' } }],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(await within(dialog).findByRole('button', { name: 'Start Trip' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'View Trip' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', TRIP_URL)).toHaveLength(1);
  });

  it("offers View Trip when the trip exists, which opens the trip's details in Trips", async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow({ status: 'confirmed', quoteStatus: 'accepted' })])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(makeQuote({ status: 'accepted' }))],
      [`GET ${TRIP_URL}`]: [
        { body: { success: true, data: { tripId: 'trip-1', status: 'confirmed' } } },
      ],
    });
    const { user, router } = renderFindLoads();
    const dialog = await openLoad(user);
    await user.click(await within(dialog).findByRole('button', { name: 'View Trip' }));
    expect(await screen.findByRole('heading', { name: 'Trip details page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips/trip-1');
  });

  it('says when the quote lookup failed, and tries again', async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow()])],
      'POST /api/quote/get-by-load-group': [
        { status: 400, body: { success: false, msg: 'Nope' } },
        groupQuoteReply(null),
      ],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    expect(
      await within(dialog).findByText('Error fetching load details. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Offer Quote' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('button', { name: 'Offer Quote' })).toBeInTheDocument();
  });

  it('closes with Close', async () => {
    mockApi({
      'POST /api/loads': [loadsPage([makeRow()])],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(null)],
    });
    const { user } = renderFindLoads();
    const dialog = await openLoad(user);
    // The footer's Close; the title bar has its own.
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    await user.click(close as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Load Details' })).not.toBeInTheDocument(),
    );
  });
});
