import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  groupQuoteReply,
  LOAD_ID,
  loadsPage,
  makeQuote,
  makeRow,
  makeTruck,
  openLoad,
  renderFindLoads,
  setUpFindLoadsTests,
  TRUCK_ID,
  trucksReply,
} from './find-loads-test-harness';
import { callsTo, mockApi, type Reply } from './mock-api';

setUpFindLoadsTests();

type User = ReturnType<typeof userEvent.setup>;

const SECOND_TRUCK = '3e0f9c4b-5a6d-4e8f-9a2b-3c4d5e6f7081';

function api(extra: Record<string, Reply[]> = {}, quote = makeQuote({ offer: 900 })) {
  const pending = extra['POST /api/quote/get-by-load-group'] === undefined;
  return mockApi({
    'POST /api/loads': [loadsPage([makeRow()])],
    'POST /api/quote/get-by-load-group': [groupQuoteReply(pending ? null : quote)],
    'GET /api/trucks?status=active': [
      trucksReply([
        makeTruck(),
        makeTruck({
          _id: SECOND_TRUCK,
          model: 'Isuzu NPR',
          type: '3Ton',
          truckOption: 'closed box',
          weight: 3000,
          weightUnit: 'kg',
          licensePlate: 'XYZ 9',
        }),
      ]),
    ],
    ...extra,
  });
}

async function openQuoteDialog(user: User, action = 'Offer Quote', title = action) {
  const details = await openLoad(user);
  await user.click(await within(details).findByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: title });
}

describe('No Trucks Available', () => {
  it('stands in for the quote form when the group has no trucks; Dismiss closes it', async () => {
    api({ 'GET /api/trucks?status=active': [trucksReply([])] });
    const { user } = renderFindLoads();
    const details = await openLoad(user);
    await user.click(await within(details).findByRole('button', { name: 'Offer Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Trucks Available' });
    expect(
      within(dialog).getByText('No trucks found to quote this. Please add your trucks first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Offer Quote' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'No Trucks Available' })).not.toBeInTheDocument(),
    );
  });

  it('Add Trucks goes to /trucks', async () => {
    api({ 'GET /api/trucks?status=active': [trucksReply([])] });
    const { user, router } = renderFindLoads();
    const details = await openLoad(user);
    await user.click(await within(details).findByRole('button', { name: 'Offer Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Trucks Available' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Trucks' }));
    expect(await screen.findByRole('heading', { name: 'Trucks page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trucks');
  });

  it('says when the trucks could not be fetched', async () => {
    api({ 'GET /api/trucks?status=active': [{ status: 403, body: { success: false } }] });
    const { user } = renderFindLoads();
    const details = await openLoad(user);
    await user.click(await within(details).findByRole('button', { name: 'Offer Quote' }));
    expect(
      await screen.findByText('Error fetching trucks. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('Offer Quote dialog', () => {
  it('opens only after the Load Details dialog has been closed for 300 ms', async () => {
    api();
    const { user } = renderFindLoads();
    const details = await openLoad(user);
    const offer = await within(details).findByRole('button', { name: 'Offer Quote' });
    // Timed from the click, which closes Load Details: a slow machine only lengthens the wait.
    const clickedAt = Date.now();
    await user.click(offer);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Load Details' })).not.toBeInTheDocument(),
    );
    await screen.findByRole('dialog', { name: 'Offer Quote' });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300);
  });

  it('shows the currency of the load and lists the trucks by model, weight, unit and type', async () => {
    api();
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    expect(within(dialog).getByText('SAR')).toBeInTheDocument();
    expect(within(dialog).getByText('In SAR, up to 2 decimals')).toBeInTheDocument();
    const truck = within(dialog).getByRole('combobox', { name: 'Truck' });
    // None chosen is 'No specific truck'.
    expect(truck).toHaveValue('');
    expect(truck).toHaveAttribute('placeholder', 'No specific truck');
    await user.click(truck);
    const options = within(within(dialog).getByRole('listbox', { name: 'Truck' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Volvo FH · 20 Ton · 12M · Curtain side (ABC 123)',
      'Isuzu NPR · 3000 Kg · 3Ton · Closed box (XYZ 9)',
    ]);
  });

  it('warns, without blocking, when the chosen truck does not suit the load', async () => {
    const calls = api({ 'POST /api/quote/create': [{ body: { success: true } }] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    const truck = within(dialog).getByRole('combobox', { name: 'Truck' });
    // The load: 12 t for a 12M curtain side truck. The Volvo is one.
    await chooseOption(user, truck, 'Volvo FH · 20 Ton · 12M · Curtain side (ABC 123)');
    expect(within(dialog).queryByText('This truck may not suit this load')).toBeNull();
    await chooseOption(user, truck, 'Isuzu NPR · 3000 Kg · 3Ton · Closed box (XYZ 9)');
    const warning = within(dialog).getByRole('status');
    expect(warning).toHaveTextContent('This truck may not suit this load');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The shipper asked for a 12M truck; this one is a 3Ton.',
      'The shipper asked for a Curtain side body; this truck has Closed box.',
      'The load weighs 12,000 kg; this truck carries up to 3,000 kg.',
    ]);
    expect(warning).toHaveTextContent('You can still choose it.');
    await user.type(within(dialog).getByLabelText('Amount'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/quote/create')[0]?.body).toMatchObject({
      truckId: SECOND_TRUCK,
    });
  });

  it('shows a truck stored above its type’s capacity at its type’s capacity', async () => {
    api({
      'GET /api/trucks?status=active': [
        trucksReply([makeTruck({ type: '13.6M', weight: 99, truckOption: null })]),
      ],
    });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Truck' }));
    expect(
      within(dialog).getByRole('option', { name: 'Volvo FH · 25 Ton · 13.6M (ABC 123)' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['', 'Enter an amount'],
    ['0', 'Enter an amount above 0'],
    ['-5', 'Enter an amount above 0'],
    ['10.555', 'Use at most 2 decimals'],
  ])('refuses the amount "%s": %s', async (amount, message) => {
    const calls = api();
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    if (amount) await user.type(within(dialog).getByLabelText('Amount'), amount);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(0);
  });

  it('submits the offer with no specific truck, then says so as a toast and a banner', async () => {
    const calls = api({ 'POST /api/quote/create': [{ body: { success: true } }] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '1500.75');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    await waitFor(() =>
      expect(screen.getAllByText('Quote submitted successfully!')).toHaveLength(2),
    );
    expect(within(dialog).getByText('Quote submitted successfully!')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/quote/create')[0]?.body).toEqual({
      loadId: LOAD_ID,
      offer: 1500.75,
      status: 'pending',
      truckId: null,
    });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Offer Quote' })).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('sends one offer for a double-click', async () => {
    const calls = api({ 'POST /api/quote/create': [{ body: { success: true } }] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '1500');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    await waitFor(() =>
      expect(screen.getAllByText('Quote submitted successfully!')).toHaveLength(2),
    );
    expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(1);
    expect(screen.queryByText(/Failed to submit quote|already quoted/)).not.toBeInTheDocument();
  });

  it('retries the same offer under the same key, and a changed offer under a new one', async () => {
    const calls = api({
      'POST /api/quote/create': [
        { status: 503, body: { success: false } },
        { status: 503, body: { success: false } },
        { body: { success: true } },
      ],
    });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    const amount = within(dialog).getByLabelText('Amount');
    const submit = within(dialog).getByRole('button', { name: 'Submit Quote' });
    await user.type(amount, '1500');
    await user.click(submit);
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(2));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(amount);
    await user.type(amount, '1400');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getAllByText('Quote submitted successfully!')).toHaveLength(2),
    );
    const [first, retry, changed] = callsTo(calls, 'POST', '/api/quote/create').map(
      (call) => call.idempotencyKey,
    );
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('sends the chosen truck', async () => {
    const calls = api({ 'POST /api/quote/create': [{ body: { success: true } }] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '800');
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Truck' }),
      'Isuzu NPR · 3000 Kg · 3Ton · Closed box (XYZ 9)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/quote/create')[0]?.body).toMatchObject({
      offer: 800,
      truckId: SECOND_TRUCK,
    });
  });

  it.each([
    [
      'a refusal without a message',
      { status: 400, body: { success: false } },
      'Failed to submit quote',
    ],
    [
      'a refusal with the server message',
      { status: 409, body: { success: false, msg: 'This load is no longer open' } },
      'This load is no longer open',
    ],
    ['success false', { status: 200, body: { success: false } }, 'Failed to submit quote'],
    ['no network', 'offline', 'Error submitting quote. Please try again later.'],
    [
      'a server error',
      { status: 500, body: { success: false } },
      'Error submitting quote. Please try again later.',
    ],
  ] as const)('reports %s as toast and banner', async (_case, reply, message) => {
    api({ 'POST /api/quote/create': [reply as Reply] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Submit Quote' })).toBeEnabled();
  });

  it("says 'Authentication required' and sends nothing once the token is gone", async () => {
    const calls = api();
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    localStorage.removeItem('token');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Quote' }));
    await waitFor(() => expect(screen.getAllByText('Authentication required')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(0);
  });
});

describe('Update Quote dialog', () => {
  const pendingQuote = {
    'POST /api/quote/get-by-load-group': [groupQuoteReply(makeQuote({ offer: 900 }))],
  };

  it('starts from the current offer and truck and sends the update', async () => {
    const calls = api({ ...pendingQuote, 'POST /api/quote/update': [{ body: { success: true } }] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user, 'Update Quote');
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue(900);
    expect(within(dialog).getByRole('combobox', { name: 'Truck' })).toHaveValue(
      'Volvo FH · 20 Ton · 12M · Curtain side (ABC 123)',
    );
    await user.clear(amount);
    await user.type(amount, '950.5');
    await user.click(within(dialog).getByRole('button', { name: 'Update Quote' }));
    await waitFor(() => expect(screen.getAllByText('Quote updated successfully!')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/quote/update')[0]?.body).toEqual({
      loadId: LOAD_ID,
      offer: 950.5,
      status: 'pending',
      truckId: TRUCK_ID,
    });
    expect(callsTo(calls, 'POST', '/api/quote/create')).toHaveLength(0);
  });

  it.each([
    ['a refusal', { status: 400, body: { success: false } }, 'Failed to update quote'],
    [
      'a refusal with the server message',
      {
        status: 409,
        body: { success: false, msg: 'Cannot modify quotes when one has already been accepted.' },
      },
      'Cannot modify quotes when one has already been accepted.',
    ],
    ['no network', 'offline', 'Error updating quote. Please try again later.'],
  ] as const)('reports %s as toast and banner', async (_case, reply, message) => {
    api({ ...pendingQuote, 'POST /api/quote/update': [reply as Reply] });
    const { user } = renderFindLoads();
    const dialog = await openQuoteDialog(user, 'Update Quote');
    await user.click(within(dialog).getByRole('button', { name: 'Update Quote' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  });
});
