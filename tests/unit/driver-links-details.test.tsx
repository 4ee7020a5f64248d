import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageReply } from './mock-api';
import {
  CHARGE_ID,
  deactivate,
  decision,
  linkDetails,
  makeAssignedTrip,
  makeCharge,
  makeLink,
  PROVIDER_LINKS,
  renderDriverLinksPage,
  stubClipboard,
  TRIP_LINKS,
} from './driver-links-test-harness';
import {
  callsTo,
  DRIVERS,
  makeDriver,
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

const BOUND = makeLink({ deviceHash: 'bound', boundAt: '2030-05-03T10:00:00.000Z' });
const OTHER_CHARGE_ID = '9a6e5c0b-1d2f-4a3b-8c4d-6e7f80912233';
const CHARGES = [
  makeCharge(),
  makeCharge({
    _id: OTHER_CHARGE_ID,
    reason: 'Night parking',
    amount: 5,
    approvedAmount: 4.5,
    status: 'approved',
    images: [{ url: '/api/files/charge-photo-1' }],
  }),
];

function api(overrides: Record<string, Reply[]> = {}) {
  return mockApi({
    [PROVIDER_LINKS]: [pageReply([BOUND])],
    [linkDetails()]: [ok({ link: BOUND, charges: CHARGES })],
    'GET /api/files/charge-photo-1': [{ status: 404 }],
    ...overrides,
  });
}

async function openDetails(user: ReturnType<typeof renderDriverLinksPage>['user']) {
  await user.click(await screen.findByText('DL-3'));
  const dialog = await screen.findByRole('dialog', { name: 'Driver Link DL-3' });
  await within(dialog).findByText('Toll at the border');
  return dialog;
}

describe('Driver Link Details', () => {
  it('shows the link, its trip and driver, the lock notice and charges in the trip currency', async () => {
    api();
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);

    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByText('TR-12')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Riyadh, Saudi Arabia → Kuwait City, Kuwait'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Omar Khalid')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+966501234567' })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );
    expect(
      within(dialog).getByText('This link is locked to the first device that opened it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Tracking link' })).toHaveValue(
      `${window.location.origin}${BOUND.linkUrl}?lang=en`,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeEnabled();

    // KWD has three decimals; the total counts approved amounts only.
    const pending = within(dialog).getByText('Toll at the border').closest('li');
    expect(pending).toHaveAttribute('data-status', 'pending');
    expect(pending).toHaveTextContent('KWD 12.250');
    expect(pending).toHaveTextContent('Waiting for approval');
    const approved = within(dialog).getByText('Night parking').closest('li');
    expect(approved).toHaveTextContent('Approved KWD 4.500');
    expect(
      within(approved as HTMLElement).getByRole('button', { name: 'Photo 1 of Night parking' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Total approved').nextSibling).toHaveTextContent('KWD 4.500');
    expect(within(dialog).queryByText(/from another browser/)).toBeNull();
  });

  it('tells when the bound key was last used from another browser, and still lets the link work', async () => {
    const moved = { ...BOUND, otherVisitorAt: '2030-05-03T11:30:00.000Z' };
    api({
      [PROVIDER_LINKS]: [pageReply([moved])],
      [linkDetails()]: [ok({ link: moved, charges: CHARGES })],
    });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    expect(
      within(dialog).getByText(/This link's key was last used from another browser on .+\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
  });

  it('offers no Copy Link, share or Deactivate for an inactive link', async () => {
    const inactive = makeLink({ isActive: false });
    api({
      [PROVIDER_LINKS]: [pageReply([inactive])],
      [linkDetails()]: [ok({ link: inactive, charges: [] })],
    });
    const { user } = renderDriverLinksPage();
    await user.click(await screen.findByText('DL-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Link DL-3' });
    expect(await within(dialog).findByRole('button', { name: 'Copy Link' })).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(within(dialog).queryByRole('img', { name: 'QR code of the tracking link' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate Link' })).toBeNull();
    expect(
      within(dialog).getByText('This link is no longer active. The driver cannot use it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The driver has not added any charges.')).toBeInTheDocument();
  });

  it('copies an active link', async () => {
    api();
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    const writeText = stubClipboard();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${BOUND.linkUrl}?lang=en`);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('deactivates only after the confirm step, with a PUT', async () => {
    const inactive = { ...BOUND, isActive: false };
    const calls = api({
      [linkDetails()]: [
        ok({ link: BOUND, charges: CHARGES }),
        ok({ link: inactive, charges: CHARGES }),
      ],
      [deactivate()]: [{ body: { success: true, msg: 'Link deactivated successfully' } }],
    });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Link' }));
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, deactivate())).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Deactivate' }));
    expect(await screen.findByText('Link deactivated successfully')).toBeInTheDocument();
    expect(callsTo(calls, deactivate()).map((call) => call.body)).toEqual([undefined]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Deactivate Link' })).toBeNull(),
    );
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeDisabled();
  });

  it.each<[Reply, string]>([
    [{ status: 500, body: { success: false } }, 'Error deactivating link. Please try again later.'],
    ['offline', 'Error deactivating link. Please try again later.'],
    [{ status: 404, body: { success: false } }, 'Failed to deactivate link'],
  ])('explains a failed deactivation (%j)', async (reply, message) => {
    api({ [deactivate()]: [reply] });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Deactivate' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Deactivate' })).toBeEnabled();
  });

  it('approves a pending charge in full', async () => {
    const calls = api({
      [decision()]: [{ body: { success: true, msg: 'Charge approved' } }],
    });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Approve Toll at the border in full' }),
    );
    expect(await screen.findByText('Charge approved')).toBeInTheDocument();
    expect(callsTo(calls, decision()).map((call) => call.body)).toEqual([{ decision: 'approve' }]);
  });

  it('approves an adjusted amount, refusing one above the claim', async () => {
    const calls = api({ [decision()]: [ok({ charge: makeCharge({ status: 'approved' }) })] });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Approve another amount for Toll at the border' }),
    );
    const amount = within(dialog).getByRole('spinbutton', { name: 'Approved amount (KWD)' });
    expect(amount).toHaveValue(12.25);

    await user.clear(amount);
    await user.type(amount, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Approve amount' }));
    expect(
      await within(dialog).findByText('Enter an amount above 0 and not more than KWD 12.250.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, decision())).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10.5');
    await user.click(within(dialog).getByRole('button', { name: 'Approve amount' }));
    // The server sent no message: the client says it in its own words.
    expect(await screen.findByText('Charge approved')).toBeInTheDocument();
    expect(callsTo(calls, decision()).map((call) => call.body)).toEqual([
      { decision: 'approve', approvedAmount: 10.5 },
    ]);
  });

  it('rejects a pending charge', async () => {
    const calls = api({ [decision()]: [ok({ charge: makeCharge({ status: 'rejected' }) })] });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Toll at the border' }));
    expect(await screen.findByText('Charge rejected')).toBeInTheDocument();
    expect(callsTo(calls, decision()).map((call) => call.body)).toEqual([{ decision: 'reject' }]);
  });

  it('explains a refused decision', async () => {
    api({
      [decision()]: [{ status: 409, body: { success: false, msg: 'Charge already decided' } }],
    });
    const { user } = renderDriverLinksPage();
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Toll at the border' }));
    expect(await screen.findByText('Charge already decided')).toBeInTheDocument();
  });

  it.each<[Reply, string]>([
    ['offline', 'Error loading link details. Please try again later.'],
    [{ status: 404, body: { success: false } }, 'Failed to fetch link details'],
  ])('explains a failed fetch of the details (%j)', async (reply, message) => {
    api({ [linkDetails()]: [reply] });
    const { user } = renderDriverLinksPage();
    await user.click(await screen.findByText('DL-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver link' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it("opens from the trip's list, and the trip's charges card decides charges too", async () => {
    const calls = mockApi({
      [TRIP_DETAILS]: [
        ok(makeAssignedTrip({ charges: { basePrice: 1250.5, driverCharges: [makeCharge()] } })),
      ],
      [TRIP_LINKS]: [ok([BOUND])],
      [linkDetails()]: [ok({ link: BOUND, charges: [] })],
      [DRIVERS]: [ok([makeDriver()])],
      [TRUCKS]: [ok([makeTruck()])],
      [decision(CHARGE_ID)]: [ok({ charge: makeCharge({ status: 'approved' }) })],
    });
    const { user } = renderTrips(`/trips/${TRIP_ID}`);
    const charges = await screen.findByRole('region', { name: 'Charges' });
    await user.click(
      within(charges).getByRole('button', { name: 'Approve Toll at the border in full' }),
    );
    expect(await screen.findByText('Charge approved')).toBeInTheDocument();
    expect(callsTo(calls, decision()).map((call) => call.body)).toEqual([{ decision: 'approve' }]);

    const links = screen.getByRole('region', { name: 'Driver Tracking Links' });
    await user.click(await within(links).findByText('DL-3'));
    expect(await screen.findByRole('dialog', { name: 'Driver Link DL-3' })).toBeInTheDocument();
  });
});
