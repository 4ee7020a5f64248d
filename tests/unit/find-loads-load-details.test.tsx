import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadAction } from '../../src/features/find-loads/utils/load-action';
import {
  callsTo,
  groupQuoteReply,
  LOAD_ID,
  loadsPage,
  makeQuote,
  makeRow,
  mockApi,
  openLoad,
  renderFindLoads,
  setUpFindLoadsTests,
} from './find-loads-test-harness';

setUpFindLoadsTests();

const TRIP_URL = `/api/trips/getbyloadid/${LOAD_ID}`;

describe('Load action per state', () => {
  it.each([
    ['no quote on an open load', 'offer', 'pending', null, false],
    ['a pending quote', 'update', 'pending', 'pending', false],
    ['a rejected quote on a load still open', 'update', 'pending', 'rejected', false],
    ['an accepted quote without a trip', 'start', 'confirmed', 'accepted', false],
    ['an accepted quote with a trip', 'view', 'confirmed', 'accepted', true],
    ['no quote on a load no longer open', null, 'confirmed', null, false],
    ['a rejected quote on a load no longer open', null, 'confirmed', 'rejected', false],
  ] as const)('%s → %s', (_name, expected, loadStatus, quoteStatus, hasTrip) => {
    const quote = quoteStatus ? { status: quoteStatus } : null;
    expect(loadAction({ loadStatus, quote, hasTrip })).toBe(expected);
  });
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
    expect(within(dialog).getByText('12M · curtain side')).toBeInTheDocument();
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

  it('offers View Trip when the trip exists, which goes to /trips', async () => {
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
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips');
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
