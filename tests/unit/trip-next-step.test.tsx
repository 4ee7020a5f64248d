import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripStatus } from '../../src/contract/trips';
import { tripNextStep } from '../../src/features/trips/details/trip-next-step';
import { makeAssignedTrip, makeCharge, makeLink, TRIP_LINKS } from './driver-links-test-harness';
import {
  DRIVERS,
  makeDriver,
  makeTripDetails,
  makeTruck,
  mockApi,
  ok,
  renderTrips,
  setUpTripsTests,
  TRIP_DETAILS,
  TRIP_ID,
  TRUCKS,
} from './trips-test-harness';

setUpTripsTests();

const assigned = makeAssignedTrip();
const opened = makeLink({ deviceHash: 'bound', boundAt: '2030-05-03T10:00:00.000Z' });
const waitingCharge = makeCharge({ status: 'pending', approvedAmount: 0 });
const withCharges = (charge = waitingCharge) =>
  makeAssignedTrip({
    status: 'loaded',
    charges: { basePrice: 1250.5, driverCharges: [charge] },
  });

describe("the provider's next step on Trip Details, over every state", () => {
  it.each<[string, Parameters<typeof tripNextStep>, ReturnType<typeof tripNextStep>]>([
    ['confirmed, nobody assigned', [makeTripDetails(), []], { kind: 'assignDriver' }],
    [
      'a driver but no truck',
      [makeAssignedTrip({ truckId: null, truckDetails: null }), []],
      { kind: 'assignTruck' },
    ],
    ['both assigned, no link', [assigned, []], { kind: 'createLink' }],
    [
      'only a deactivated link',
      [assigned, [makeLink({ isActive: false })]],
      { kind: 'createLink' },
    ],
    [
      'a link no phone has opened',
      [assigned, [makeLink()]],
      { kind: 'sendLink', linkId: makeLink()._id },
    ],
    ['the driver holds the link', [assigned, [opened]], { kind: 'track' }],
    [
      'a charge waiting for a decision',
      [withCharges(), [opened]],
      { kind: 'decideCharges', waiting: 1 },
    ],
    [
      'every charge decided',
      [withCharges(makeCharge({ status: 'approved', approvedAmount: 4.5 })), [opened]],
      { kind: 'track' },
    ],
    ['links still loading', [assigned, undefined], { kind: 'none' }],
    ['completed', [makeAssignedTrip({ status: 'completed' }), [opened]], { kind: 'none' }],
    ['cancelled', [makeAssignedTrip({ status: 'cancelled' }), []], { kind: 'none' }],
  ])('%s', (_state, [trip, links], step) => {
    expect(tripNextStep(trip, links)).toEqual(step);
  });

  it.each<TripStatus>(['out_to_collect', 'loaded', 'out_to_unload'])(
    'no longer asks to assign once %s',
    (status) => {
      const trip = makeTripDetails({ status, driverId: null, truckId: null });
      expect(tripNextStep(trip, [])).toEqual({ kind: 'track' });
    },
  );
});

describe('the one loud button on Trip Details', () => {
  const primaries = () =>
    document.querySelectorAll('.button--primary, .trips-button--primary, .links-button--primary');

  it('is Assign a driver while nobody drives, and the Assign buttons are secondary', async () => {
    mockApi({
      [TRIP_DETAILS]: [ok(makeTripDetails())],
      [TRIP_LINKS]: [ok([])],
      [DRIVERS]: [ok([makeDriver()])],
      [TRUCKS]: [ok([makeTruck()])],
    });
    renderTrips(`/trips?trip=${TRIP_ID}`);
    const status = await screen.findByRole('region', { name: 'Trip status' });
    expect(await within(status).findByRole('button', { name: 'Assign a driver' })).toBeVisible();
    const assign = await screen.findByRole('button', { name: 'Assign Driver' });
    expect(assign).not.toHaveClass('trips-button--primary');
    expect(assign).not.toHaveClass('button--primary');
    expect(primaries()).toHaveLength(1);
  });

  it('is Create Driver Tracking Link once both are assigned, and opens its dialog', async () => {
    mockApi({
      [TRIP_DETAILS]: [ok(assigned)],
      [TRIP_LINKS]: [ok([])],
      [DRIVERS]: [ok([makeDriver()])],
      [TRUCKS]: [ok([makeTruck()])],
    });
    const { user } = renderTrips(`/trips?trip=${TRIP_ID}`);
    const status = await screen.findByRole('region', { name: 'Trip status' });
    const next = await within(status).findByRole('button', {
      name: 'Create Driver Tracking Link',
    });
    expect(primaries()).toHaveLength(1);
    await user.click(next);
    expect(
      await screen.findByRole('dialog', { name: 'Create Driver Tracking Link' }),
    ).toBeVisible();
  });

  it('is Send the link to the driver until a phone opens it, and opens the link to share', async () => {
    mockApi({
      [TRIP_DETAILS]: [ok(assigned)],
      [TRIP_LINKS]: [ok([makeLink()])],
      [`GET /api/driver-links/details/${makeLink()._id}`]: [ok({ link: makeLink(), charges: [] })],
      [DRIVERS]: [ok([makeDriver()])],
      [TRUCKS]: [ok([makeTruck()])],
    });
    const { user } = renderTrips(`/trips?trip=${TRIP_ID}`);
    const status = await screen.findByRole('region', { name: 'Trip status' });
    await user.click(
      await within(status).findByRole('button', { name: 'Send the link to the driver' }),
    );
    expect(await screen.findByRole('button', { name: 'Copy Link' })).toBeVisible();
  });
});
