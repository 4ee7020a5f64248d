import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CREATE_LINK,
  LINK_ID,
  makeAssignedTrip,
  makeLink,
  stubClipboard,
  TRIP_LINKS,
} from './driver-links-test-harness';
import {
  callsTo,
  DRIVER_ID,
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
  type Reply,
} from './trips-test-harness';

setUpTripsTests();
afterEach(() => vi.useRealTimers());

const OPEN = `/trips/${TRIP_ID}`;
const section = () => screen.getByRole('region', { name: 'Driver Tracking Links' });
const createButton = () =>
  within(section()).getByRole('button', { name: 'Create Driver Tracking Link' });
// Opening in the driver's language: the provider's own (English) unless chosen otherwise.
const linkUrl = () => `${window.location.origin}/trip/${TRIP_ID}/details/${LINK_ID}?lang=en`;

function api(overrides: Record<string, Reply[]> = {}) {
  return mockApi({
    [TRIP_DETAILS]: [ok(makeAssignedTrip())],
    [TRIP_LINKS]: [ok([])],
    [DRIVERS]: [ok([makeDriver()])],
    [TRUCKS]: [ok([makeTruck()])],
    ...overrides,
  });
}

/** Opens the trip, the create dialog, and creates the link. */
async function createLink(user: ReturnType<typeof renderTrips>['user']) {
  await waitFor(() => expect(createButton()).toBeEnabled());
  await user.click(createButton());
  const dialog = await screen.findByRole('dialog', { name: 'Create Driver Tracking Link' });
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return screen.findByRole('dialog', { name: 'Tracking link ready' });
}

describe('Trip Details: Driver Tracking Links', () => {
  it("lists the trip's links with state, time and whether a phone holds them", async () => {
    api({
      [TRIP_LINKS]: [
        ok([
          makeLink({ isActive: false, deviceHash: 'bound', boundAt: '2030-05-03T10:00:00.000Z' }),
          makeLink({
            _id: 'ZyXwVuTsRqPoNmLkJiHgFe',
            id: 'DL-4',
            createdAt: '2030-05-04T09:30:00.000Z',
          }),
        ]),
      ],
    });
    renderTrips(OPEN);
    const list = await within(
      await screen.findByRole('region', { name: 'Driver Tracking Links' }),
    ).findByRole('list', { name: 'Tracking links of this trip' });
    const items = within(list).getAllByRole('listitem');
    // Newest first.
    expect(items[0]).toHaveTextContent('DL-4');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[0]).toHaveTextContent('Not opened yet');
    expect(items[1]).toHaveTextContent('DL-3');
    expect(items[1]).toHaveTextContent('Inactive');
    expect(items[1]).toHaveTextContent('Locked to a device');
    expect(items[1]).toHaveTextContent(/Created May 03, 2030/);
  });

  it("is disabled with 'No driver assigned to this trip' while there is no driver", async () => {
    api({ [TRIP_DETAILS]: [ok(makeTripDetails())] });
    renderTrips(OPEN);
    expect(
      await within(await screen.findByRole('region', { name: 'Driver Tracking Links' })).findByText(
        'No driver assigned to this trip',
      ),
    ).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(createButton()).toHaveAccessibleDescription('No driver assigned to this trip');
  });

  it('is disabled and says why while there is no truck', async () => {
    api({ [TRIP_DETAILS]: [ok(makeAssignedTrip({ truckId: null, truckDetails: null }))] });
    renderTrips(OPEN);
    expect(
      await screen.findByText(
        'No truck assigned to this trip. Assign a truck before creating a link.',
      ),
    ).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it.each(['completed', 'cancelled'] as const)(
    'is disabled once the trip is %s',
    async (status) => {
      api({ [TRIP_DETAILS]: [ok(makeAssignedTrip({ status }))] });
      renderTrips(OPEN);
      expect(
        await screen.findByText('This trip has ended, so it cannot get a new tracking link.'),
      ).toBeInTheDocument();
      expect(createButton()).toBeDisabled();
    },
  );

  it('is disabled while the trip has an active link', async () => {
    api({ [TRIP_LINKS]: [ok([makeLink()])] });
    renderTrips(OPEN);
    expect(
      await screen.findByText(
        'This trip already has an active link. Deactivate it to create a new one.',
      ),
    ).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it('creates a link for the assigned driver and shows it with a QR code and WhatsApp', async () => {
    const calls = api({
      [TRIP_LINKS]: [ok([]), ok([makeLink()])],
      [CREATE_LINK]: [
        {
          body: {
            success: true,
            msg: 'Driver link created successfully',
            data: { linkUrl: makeLink().linkUrl, link: makeLink() },
          },
        },
      ],
    });
    const { user } = renderTrips(OPEN);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());

    const dialog = await screen.findByRole('dialog', { name: 'Create Driver Tracking Link' });
    expect(within(dialog).getByText('Omar Khalid')).toBeInTheDocument();
    expect(within(dialog).getByText('+966 501234567')).toBeInTheDocument();
    expect(within(dialog).getByText('Volvo FH')).toBeInTheDocument();
    expect(within(dialog).getByText('ABC 1234')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const ready = await screen.findByRole('dialog', { name: 'Tracking link ready' });
    expect(callsTo(calls, CREATE_LINK).map((call) => call.body)).toEqual([
      { tripId: TRIP_ID, driverId: DRIVER_ID },
    ]);
    expect(within(ready).getByRole('textbox', { name: 'Tracking link' })).toHaveValue(linkUrl());
    expect(
      within(ready).getByRole('img', { name: 'QR code of the tracking link' }),
    ).toBeInTheDocument();
    const whatsapp = within(ready).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain(linkUrl());
    expect(await screen.findByText('Driver link created successfully')).toBeInTheDocument();

    // The list picks up the new link, and a second one is refused while it is active.
    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    expect(await within(section()).findByText('DL-3')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it("Copy Link says 'Copied' for 2 s, then 'Copy Link' again", async () => {
    api({
      [TRIP_LINKS]: [ok([]), ok([makeLink()])],
      [CREATE_LINK]: [ok({ linkUrl: makeLink().linkUrl, link: makeLink() })],
    });
    const { user } = renderTrips(OPEN);
    const ready = await createLink(user);
    const writeText = stubClipboard();

    vi.useFakeTimers();
    fireEvent.click(within(ready).getByRole('button', { name: 'Copy Link' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(linkUrl());
    expect(within(ready).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(within(ready).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(ready).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it("says 'Failed to copy link' when the browser refuses the clipboard", async () => {
    api({
      [TRIP_LINKS]: [ok([]), ok([makeLink()])],
      [CREATE_LINK]: [ok({ linkUrl: makeLink().linkUrl, link: makeLink() })],
    });
    const { user } = renderTrips(OPEN);
    const ready = await createLink(user);
    stubClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    await user.click(within(ready).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shares through the system share sheet when there is one', async () => {
    api({
      [TRIP_LINKS]: [ok([]), ok([makeLink()])],
      [CREATE_LINK]: [ok({ linkUrl: makeLink().linkUrl, link: makeLink() })],
    });
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = renderTrips(OPEN);
      const ready = await createLink(user);
      await user.click(within(ready).getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Trip TR-12 tracking link',
        text: expect.stringContaining('TR-12 (Riyadh → Kuwait City)'),
        url: linkUrl(),
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it.each([
    [
      { status: 500, body: { success: false } },
      'Error creating driver link. Please try again later.',
    ],
    ['offline' as const, 'Error creating driver link. Please try again later.'],
    [{ status: 409, body: { success: false } }, 'Failed to create driver link'],
    [
      { status: 409, body: { success: false, msg: 'This trip already has an active link' } },
      'This trip already has an active link',
    ],
  ])('explains a failed creation (%j)', async (reply, message) => {
    api({ [CREATE_LINK]: [reply as Reply] });
    const { user } = renderTrips(OPEN);
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Create Driver Tracking Link' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it("explains a failed fetch of the trip's links", async () => {
    api({ [TRIP_LINKS]: ['offline', ok([])] });
    const { user } = renderTrips(OPEN);
    const alert = await within(
      await screen.findByRole('region', { name: 'Driver Tracking Links' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching driver links');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section()).findByText(/No tracking link yet/)).toBeInTheDocument();
  });

  it('is not shown to a shipper', async () => {
    const calls = api();
    renderTrips(OPEN, { userType: 'user' });
    await screen.findByRole('heading', { name: 'Trip TR-12' });
    expect(screen.queryByRole('region', { name: 'Driver Tracking Links' })).toBeNull();
    expect(callsTo(calls, TRIP_LINKS)).toHaveLength(0);
  });
});
