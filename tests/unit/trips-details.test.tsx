import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripStatus } from '../../src/contract/trips';
import {
  ASSIGN,
  callsTo,
  currentSearch,
  DRIVER_ID,
  DRIVERS,
  makeDriver,
  makeTripDetails,
  makeTripRow,
  makeTruck,
  mockApi,
  MY_TRIPS,
  tripsPage,
  ok,
  renderTrips,
  setUpTripsTests,
  TRIP_DETAILS,
  TRIP_ID,
  TRUCK_ID,
  TRUCKS,
  type Reply,
} from './trips-test-harness';

setUpTripsTests();

const OPEN = `/trips/${TRIP_ID}`;
const transport = () => screen.getByRole('region', { name: 'Transport details' });

type User = ReturnType<typeof renderTrips>['user'];

/** Chooses in the assignment's searchable select: open it, then the option. */
async function pick(user: User, select: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: select }));
  await user.click(screen.getByRole('option', { name: option }));
}

function api(overrides: Record<string, Reply[]> = {}) {
  return mockApi({
    [MY_TRIPS]: [tripsPage([makeTripRow()])],
    [TRIP_DETAILS]: [ok(makeTripDetails())],
    [DRIVERS]: [ok([makeDriver()])],
    [TRUCKS]: [ok([makeTruck()])],
    ...overrides,
  });
}

describe('Trip Details panel', () => {
  it('opens from a row at its own address, keeping the filters, and its back button steps back to the list', async () => {
    api();
    const { user, router } = renderTrips('/trips?status=confirmed');
    await user.click(await screen.findByText('TR-12'));

    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/trips/${TRIP_ID}`);
    expect(currentSearch(router).get('status')).toBe('confirmed');
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to Trips' }));
    expect(await screen.findByRole('table', { name: 'Trips' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips');
    expect(router.state.location.search).toBe('?status=confirmed');
    // A step back, not a new entry: Back from here leaves Trips.
    expect(router.state.historyAction).toBe('POP');
  });

  it('opens straight from its address (a reload or a link) and its back button shows the list', async () => {
    api();
    const { user, router } = renderTrips(`${OPEN}?status=confirmed`);
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Trips' }));
    expect(await screen.findByRole('table', { name: 'Trips' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips');
    expect(router.state.location.search).toBe('?status=confirmed');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("sends an older '?trip=' link to the trip's own address, filters kept", async () => {
    api();
    const { router } = renderTrips(`/trips?status=confirmed&trip=${TRIP_ID}`);
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/trips/${TRIP_ID}`);
    expect(router.state.location.search).toBe('?status=confirmed');
  });

  it('says plainly when the trip is not there (or not this company’s), with a way back', async () => {
    api({ [TRIP_DETAILS]: [{ status: 404, body: { success: false, msg: 'Trip not found' } }] });
    const { user, router } = renderTrips(OPEN);
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toHaveFocus();
    expect(
      screen.getByText(/There is no trip at this address for your company\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Trips' }));
    expect(await screen.findByRole('table', { name: 'Trips' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips');
  });

  it('shows the trip: status, load, stops, driver charges and the base price in the load currency', async () => {
    api({
      [TRIP_DETAILS]: [
        ok(
          makeTripDetails({
            status: 'out_to_collect',
            driverDetails: {
              _id: DRIVER_ID,
              id: 'DRV-7',
              name: 'Omar Khalid',
              phone: '501234567',
              countryCode: '+966',
              licenseNo: 'KSA-99812',
            },
            charges: {
              basePrice: 1250.5,
              driverCharges: [
                {
                  _id: 'c1',
                  reason: 'Toll at the border',
                  amount: 12.25,
                  approvedAmount: 0,
                  status: 'pending',
                  createdAt: '2030-05-10T12:00:00.000Z',
                  images: [],
                },
              ],
            },
          }),
        ),
      ],
    });
    renderTrips(OPEN);
    const status = await screen.findByRole('region', { name: 'Trip status' });
    expect(within(status).getByText('Out to Collect')).toHaveAttribute('data-tone', 'info');
    expect(within(status).getByText('LD-1042')).toBeInTheDocument();

    const load = screen.getByRole('region', { name: 'Load LD-1042' });
    expect(
      within(load).getByText('Riyadh, Saudi Arabia → Kuwait City, Kuwait'),
    ).toBeInTheDocument();
    expect(within(load).getByText('HSN code 7208')).toBeInTheDocument();
    expect(within(load).getByText('12 ton')).toBeInTheDocument();
    expect(within(load).getByText('12M, Curtain side')).toBeInTheDocument();

    expect(screen.getByRole('list', { name: 'Trip timeline' })).toBeInTheDocument();

    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByText('Gate 4, Second Industrial City')).toBeInTheDocument();
    expect(within(pickup).getByRole('link', { name: '+966501112233' })).toHaveAttribute(
      'href',
      'tel:+966501112233',
    );
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(
      within(delivery).getByText('The shipper has not shared an address or contact yet.'),
    ).toBeInTheDocument();

    expect(within(transport()).getByText('Omar Khalid')).toBeInTheDocument();
    expect(within(transport()).getByText('KSA-99812')).toBeInTheDocument();
    expect(within(transport()).getByText('No truck assigned yet')).toBeInTheDocument();

    const charges = screen.getByRole('region', { name: 'Charges' });
    // KWD has three decimals (docs/architecture.md §6.4).
    expect(within(charges).getByText('Base price').nextSibling).toHaveTextContent('KWD 1,250.500');
    expect(within(charges).getByText('KWD 12.250')).toBeInTheDocument();
    expect(within(charges).getByText(/Waiting for approval/)).toBeInTheDocument();
    // The server's total: the same number the shipper and the driver see.
    expect(within(charges).getByText('Total').nextSibling).toHaveTextContent('KWD 1,250.500');
  });

  it("says 'No extra charges' when the driver added none", async () => {
    api();
    renderTrips(OPEN);
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('No extra charges')).toBeInTheDocument();
  });

  it('explains a failed fetch of the trip', async () => {
    api({ [TRIP_DETAILS]: [{ status: 500, body: { success: false } }, ok(makeTripDetails())] });
    const { user } = renderTrips(OPEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching trip details. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
  });

  it.each<TripStatus>(['confirmed', 'pending'])('offers assignment while %s', async (status) => {
    api({ [TRIP_DETAILS]: [ok(makeTripDetails({ status }))] });
    const { user } = renderTrips(OPEN);
    expect(await screen.findByRole('button', { name: 'Assign Driver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Truck' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Assign a driver' }));
    expect(
      screen.getByRole('option', { name: 'Omar Khalid · +966 501234567' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Assign a truck' }));
    expect(screen.getByRole('option', { name: 'Volvo FH · ABC 1234' })).toBeInTheDocument();
  });

  it.each<TripStatus>(['out_to_collect', 'loaded', 'out_to_unload', 'completed'])(
    'shows the assignment read-only once %s',
    async (status) => {
      const calls = api({ [TRIP_DETAILS]: [ok(makeTripDetails({ status }))] });
      renderTrips(OPEN);
      expect(
        await screen.findByText(
          'The trip has started, so its driver and truck can no longer change.',
        ),
      ).toBeInTheDocument();
      expect(within(transport()).queryByRole('combobox')).toBeNull();
      expect(callsTo(calls, DRIVERS)).toHaveLength(0);
      expect(callsTo(calls, TRUCKS)).toHaveLength(0);
    },
  );

  it('shows a cancelled trip read-only', async () => {
    api({ [TRIP_DETAILS]: [ok(makeTripDetails({ status: 'cancelled' }))] });
    renderTrips(OPEN);
    expect(
      await screen.findByText(
        'This trip was cancelled, so its driver and truck can no longer change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Driver' })).toBeNull();
  });

  it('offers no assignment to a shipper', async () => {
    const calls = api();
    renderTrips(OPEN, { userType: 'user' });
    await screen.findByRole('heading', { name: 'Trip TR-12' });
    expect(screen.queryByRole('button', { name: 'Assign Driver' })).toBeNull();
    expect(callsTo(calls, DRIVERS)).toHaveLength(0);
  });

  it('sends providers to add drivers or trucks when none are available', async () => {
    api({
      [DRIVERS]: [ok([])],
      // The server leaves retired trucks out of the active list.
      [TRUCKS]: [ok([])],
    });
    const { user, router } = renderTrips(OPEN);
    expect(
      await screen.findByText('No drivers available. Please add drivers first.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No trucks available. Please add trucks first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Trucks' })).toHaveAttribute('href', '/trucks');
    await user.click(screen.getByRole('link', { name: 'Add Drivers' }));
    expect(router.state.location.pathname).toBe('/drivers');
  });

  it('says when drivers and trucks could not be fetched, and tries again', async () => {
    api({ [DRIVERS]: [{ status: 500, body: { success: false } }, ok([makeDriver()])] });
    const { user } = renderTrips(OPEN);
    expect(
      await within(await screen.findByRole('region', { name: 'Transport details' })).findByRole(
        'alert',
      ),
    ).toHaveTextContent('Failed to fetch drivers and trucks. Please try again.');
    await user.click(within(transport()).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Assign Driver' })).toBeInTheDocument();
  });

  it("assigns the chosen driver, shows the server's message and refreshes the trip and list", async () => {
    const assigned = makeTripDetails({
      driverId: DRIVER_ID,
      driverDetails: {
        _id: DRIVER_ID,
        id: 'DRV-7',
        name: 'Omar Khalid',
        phone: '501234567',
        countryCode: '+966',
        licenseNo: 'KSA-99812',
      },
    });
    const calls = api({
      [TRIP_DETAILS]: [ok(makeTripDetails()), ok(assigned)],
      [ASSIGN]: [
        { body: { success: true, msg: 'Driver assigned successfully', data: { trip: assigned } } },
      ],
    });
    const { user } = renderTrips('/trips');
    await user.click(await screen.findByText('TR-12'));
    await screen.findByRole('combobox', { name: 'Assign a driver' });
    const assign = screen.getByRole('button', { name: 'Assign Driver' });
    expect(assign).toBeDisabled();

    await pick(user, 'Assign a driver', 'Omar Khalid · +966 501234567');
    await user.click(assign);

    expect(await screen.findByText('Driver assigned successfully')).toBeInTheDocument();
    expect(callsTo(calls, ASSIGN).map((call) => call.body)).toEqual([
      { type: 'driver', driverId: DRIVER_ID },
    ]);
    expect(await within(transport()).findByText('KSA-99812')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, TRIP_DETAILS)).toHaveLength(2));
    // The list is marked stale too, so Back shows the new assignment.
    await user.click(screen.getByRole('button', { name: 'Back to Trips' }));
    await waitFor(() => expect(callsTo(calls, MY_TRIPS)).toHaveLength(2));
    expect(await screen.findByRole('table', { name: 'Trips' })).toBeInTheDocument();
  });

  it('assigns a truck with its id', async () => {
    const calls = api({
      [ASSIGN]: [{ body: { success: true, msg: 'Truck assigned successfully' } }],
    });
    const { user } = renderTrips(OPEN);
    await pick(user, 'Assign a truck', 'Volvo FH · ABC 1234');
    await user.click(screen.getByRole('button', { name: 'Assign Truck' }));
    expect(await screen.findByText('Truck assigned successfully')).toBeInTheDocument();
    expect(callsTo(calls, ASSIGN)[0]?.body).toEqual({ type: 'truck', truckId: TRUCK_ID });
  });

  it('warns, without blocking, when the truck chosen does not suit the load', async () => {
    const small = '4d1a0e5c-7b8f-4a9b-8c1d-2e3f4a5b6c7d';
    const calls = api({
      [TRUCKS]: [
        ok([
          makeTruck(),
          makeTruck({
            _id: small,
            model: 'Isuzu NPR',
            type: '7Ton',
            truckOption: 'open side grill',
            weight: 7,
            licensePlate: 'XYZ 77',
          }),
        ]),
      ],
      [ASSIGN]: [{ body: { success: true, msg: 'Truck assigned successfully' } }],
    });
    const { user } = renderTrips(OPEN);
    await screen.findByRole('combobox', { name: 'Assign a truck' });
    const transportRegion = screen.getByRole('region', { name: 'Transport details' });
    // The load: 12 t for a 12M curtain side truck.
    await pick(user, 'Assign a truck', 'Volvo FH · ABC 1234');
    expect(within(transportRegion).queryByText('This truck may not suit this load')).toBeNull();
    await pick(user, 'Assign a truck', 'Isuzu NPR · XYZ 77');
    const warning = within(transportRegion).getByText('This truck may not suit this load');
    expect(warning.parentElement).toHaveTextContent(
      'The shipper asked for a 12M truck; this one is a 7Ton.',
    );
    expect(warning.parentElement).toHaveTextContent(
      'The load weighs 12,000 kg; this truck carries up to 7,000 kg.',
    );
    await user.click(screen.getByRole('button', { name: 'Assign Truck' }));
    expect(await screen.findByText('Truck assigned successfully')).toBeInTheDocument();
    expect(callsTo(calls, ASSIGN)[0]?.body).toEqual({ type: 'truck', truckId: small });
  });

  it.each<[string, Reply, string]>([
    [
      'the server message',
      { status: 409, body: { success: false, msg: 'Driver is on another trip' } },
      'Driver is on another trip',
    ],
    [
      'a refusal without a message',
      { status: 400, body: { success: false } },
      'Failed to assign driver',
    ],
    ['no network', 'offline', 'Error assigning driver. Please try again.'],
  ])('on failure shows %s', async (_case, failure, message) => {
    api({ [ASSIGN]: [failure] });
    const { user } = renderTrips(OPEN);
    await pick(user, 'Assign a driver', 'Omar Khalid · +966 501234567');
    await user.click(screen.getByRole('button', { name: 'Assign Driver' }));
    expect(await within(transport()).findByRole('alert')).toHaveTextContent(message);
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    // The pick stays, to try again.
    expect(screen.getByRole('combobox', { name: 'Assign a driver' })).toHaveValue(
      'Omar Khalid · +966 501234567',
    );
  });
});

const ASSIGNED_DRIVER = {
  _id: DRIVER_ID,
  id: 'DRV-3',
  name: 'Omar Khalid',
  phone: '501234567',
  countryCode: '+966',
  licenseNo: 'KSA-99812',
};

describe('the truck position in Trip Details', () => {
  it('shows where the truck last reported, how long ago and how precisely', async () => {
    const updatedAt = new Date(Date.now() - 3 * 60 * 1000).toISOString();
    api({
      [TRIP_DETAILS]: [
        ok(
          makeTripDetails({
            status: 'loaded',
            driverDetails: ASSIGNED_DRIVER,
            location: { coordinates: [46.6753, 24.7136], updatedAt, accuracy: 20 },
          }),
        ),
      ],
    });
    renderTrips(OPEN);
    expect(
      await within(await findTransport()).findByText('Near Riyadh, Saudi Arabia'),
    ).toBeVisible();
    expect(within(transport()).getByText(/^Last Updated 3 mins ago/)).toHaveTextContent(
      'Last Updated 3 mins ago · ± 20 m',
    );
    expect(within(transport()).queryByText(/Tracking paused/)).toBeNull();
  });

  it('says tracking is paused when a trip under way stopped reporting', async () => {
    const updatedAt = new Date(Date.now() - 45 * 60 * 1000).toISOString();
    api({
      [TRIP_DETAILS]: [
        ok(
          makeTripDetails({
            status: 'out_to_unload',
            driverDetails: ASSIGNED_DRIVER,
            location: { coordinates: [46.6753, 24.7136], updatedAt, accuracy: null },
          }),
        ),
      ],
    });
    renderTrips(OPEN);
    expect(
      await within(await findTransport()).findByText(
        "Tracking paused: the driver's phone has not reported for over 10 minutes.",
      ),
    ).toBeVisible();
  });
});

async function findTransport() {
  return screen.findByRole('region', { name: 'Transport details' });
}
