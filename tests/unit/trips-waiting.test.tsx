import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StopWaits } from '../../src/contract/stop-waits';
import type { TripDetails } from '../../src/contract/trips';
import { makeStopWait } from './delivery-proof-fixtures';
import { callsTo, mockApi, ok, type Reply } from './mock-api';
import {
  makeTripDetails,
  renderTrips,
  setUpTripsTests,
  TRIP_DETAILS,
  TRIP_ID,
} from './trips-test-harness';

setUpTripsTests();

const WAITING_CHARGE = `/api/trips/${TRIP_ID}/waiting-charge`;
const OPEN = `/trips/${TRIP_ID}`;

/** Left the pickup after 3 hours; still at the delivery, 2 h 30 min so far. */
const WAITS: StopWaits = {
  pickup: makeStopWait(),
  delivery: makeStopWait({
    arrivedAt: '2030-05-11T10:00:00.000Z',
    departedAt: null,
    waitedMinutes: 150,
    stillThere: true,
    extraMinutes: 30,
  }),
};

const underWay = (overrides: Partial<TripDetails> = {}) =>
  makeTripDetails({ status: 'out_to_unload', currency: 'SAR', stopWaits: WAITS, ...overrides });

const charged = underWay({
  stopWaits: { ...WAITS, pickup: makeStopWait({ waitingCharged: true }) },
  charges: {
    basePrice: 1250.5,
    driverCharges: [
      {
        _id: '0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e',
        reason: 'Waiting at pickup',
        amount: 150,
        approvedAmount: 150,
        status: 'approved',
        createdAt: '2030-05-11T12:00:00.000Z',
        images: [],
        waitingStop: 'pickup',
      },
    ],
  },
  price: { basePrice: 1250.5, approvedCharges: 150, total: 1400.5 },
});

const added: Reply = {
  body: {
    success: true,
    msg: 'Waiting charge added',
    data: { charge: charged.charges.driverCharges[0] },
  },
};
const rateNeeded: Reply = {
  status: 400,
  body: {
    success: false,
    msg: 'Enter your hourly waiting rate for this currency first.',
    rateNeeded: true,
  },
};

const timeline = () => screen.findByRole('region', { name: 'Trip timeline' });
const stopItem = async (label: string) => {
  const waits = within(await timeline()).getByRole('list', { name: 'Arrival and waiting' });
  return within(waits).getByText(label).closest('li') as HTMLElement;
};

describe('arrival and waiting on Trip Details', () => {
  it('shows when the truck arrived and left each stop and how long it waited', async () => {
    mockApi({ [TRIP_DETAILS]: [ok(underWay())] });
    renderTrips(OPEN);
    const pickup = await stopItem('Arrived at pickup');
    expect(pickup).toHaveTextContent('Left the pickup');
    expect(pickup).toHaveTextContent('Waited 3 hr');
    expect(pickup).toHaveTextContent('1 hr beyond the free 2 hr');
    const delivery = await stopItem('Arrived at delivery');
    expect(delivery).toHaveTextContent('Still at the delivery');
    expect(delivery).toHaveTextContent('Waiting 2 hr 30 min so far');
    expect(delivery).toHaveTextContent('30 min beyond the free 2 hr');
    // Waiting still going on is not billed yet: the button comes once the truck has left.
    expect(delivery).toHaveTextContent('You can add a waiting charge once the truck has left.');
    expect(within(delivery).queryByRole('button', { name: 'Add waiting charge' })).toBeNull();
    expect(within(pickup).getByRole('button', { name: 'Add waiting charge' })).toBeEnabled();
  });

  it('offers no charge for a wait within the free time', async () => {
    mockApi({
      [TRIP_DETAILS]: [
        ok(
          underWay({
            stopWaits: {
              pickup: makeStopWait({ waitedMinutes: 90, extraMinutes: 0 }),
              delivery: null,
            },
          }),
        ),
      ],
    });
    renderTrips(OPEN);
    const pickup = await stopItem('Arrived at pickup');
    expect(pickup).toHaveTextContent('Within the free 2 hr');
    expect(screen.queryByRole('button', { name: 'Add waiting charge' })).toBeNull();
  });

  it('adds the waiting charge with one tap, once however fast it is tapped, and shows it among the charges', async () => {
    const calls = mockApi({
      [TRIP_DETAILS]: [ok(underWay()), ok(charged)],
      [`POST ${WAITING_CHARGE}`]: [added],
    });
    renderTrips(OPEN);
    const button = within(await stopItem('Arrived at pickup')).getByRole('button', {
      name: 'Add waiting charge',
    });
    // Two taps in the same frame, before React has drawn the first one's busy state.
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(callsTo(calls, 'POST', WAITING_CHARGE)).toHaveLength(1));
    const posts = callsTo(calls, 'POST', WAITING_CHARGE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ stop: 'pickup' });
    expect(posts[0]?.idempotencyKey).toBeTruthy();

    // The trip is asked for again: the stop says so and the charge is listed, in words of ours.
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(await within(charges).findByText('Waiting charges')).toBeInTheDocument();
    expect(within(charges).getByText('Waiting at pickup').closest('li')).toHaveTextContent(
      'SAR 150.00',
    );
    const pickup = await stopItem('Arrived at pickup');
    expect(within(pickup).getByText('Waiting charge added')).toBeInTheDocument();
    expect(within(pickup).queryByRole('button', { name: 'Add waiting charge' })).toBeNull();
    expect(callsTo(calls, 'POST', WAITING_CHARGE)).toHaveLength(1);
  });

  it('asks for the hourly rate when none is saved for the currency, then adds the charge with it', async () => {
    const calls = mockApi({
      [TRIP_DETAILS]: [ok(underWay()), ok(charged)],
      [`POST ${WAITING_CHARGE}`]: [rateNeeded, added],
    });
    const { user } = renderTrips(OPEN);
    const pickup = await stopItem('Arrived at pickup');
    await user.click(within(pickup).getByRole('button', { name: 'Add waiting charge' }));

    const form = await within(pickup).findByRole('form', { name: 'Hourly waiting rate' });
    expect(form).toHaveTextContent('You have no hourly waiting rate in SAR yet.');
    const rate = within(form).getByRole('spinbutton', { name: /Waiting rate per hour \(SAR\)/ });
    await user.click(within(form).getByRole('button', { name: 'Add charge' }));
    expect(
      await within(form).findByText('Enter a rate above 0 and not more than 100,000.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', WAITING_CHARGE)).toHaveLength(1);

    await user.type(rate, '150');
    await user.click(within(form).getByRole('button', { name: 'Add charge' }));
    await waitFor(() => expect(callsTo(calls, 'POST', WAITING_CHARGE)).toHaveLength(2));
    const [first, second] = callsTo(calls, 'POST', WAITING_CHARGE);
    expect(second?.body).toEqual({ stop: 'pickup', ratePerHour: 150 });
    // Another request than the tap without a rate: its own key.
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(await screen.findByText('Waiting charges')).toBeInTheDocument();
  });

  it('says why a tap was refused, and lets the provider try again', async () => {
    mockApi({
      [TRIP_DETAILS]: [ok(underWay())],
      [`POST ${WAITING_CHARGE}`]: [
        {
          status: 409,
          body: { success: false, msg: 'A waiting charge for the pickup was already added.' },
        },
      ],
    });
    const { user } = renderTrips(OPEN);
    const pickup = await stopItem('Arrived at pickup');
    await user.click(within(pickup).getByRole('button', { name: 'Add waiting charge' }));
    expect(await within(pickup).findByRole('alert')).toHaveTextContent(
      'A waiting charge for the pickup was already added.',
    );
    expect(within(pickup).getByRole('button', { name: 'Add waiting charge' })).toBeEnabled();
  });

  it('offers a shipper no waiting charge', async () => {
    mockApi({ [TRIP_DETAILS]: [ok(underWay())] });
    renderTrips(OPEN, { userType: 'user' });
    await stopItem('Arrived at pickup');
    expect(screen.queryByRole('button', { name: 'Add waiting charge' })).toBeNull();
  });
});
