import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverLicence, DriverRecord } from '../../src/contract/driver-record';
import { DriversPage } from '../../src/features/drivers/drivers-page';
import { callsTo, mockApi, ok } from './mock-api';
import {
  DRIVER_ID,
  fleetReplies,
  makeDriver,
  makeFile,
  mockUploads,
  renderWithProviders,
  setUpFleetTests,
} from './trucks-test-harness';

setUpFleetTests();

const RECORD = `/api/drivers/${DRIVER_ID}/record`;
const VERIFY = `/api/drivers/${DRIVER_ID}/verify-licence`;
const licenceFile = makeFile({
  label: 'Driving licence',
  url: '/api/files/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
});
const unchecked: DriverLicence = {
  document: licenceFile,
  uploadedAt: '2030-03-02T08:00:00.000Z',
  verifiedAt: null,
  verifiedBy: null,
};
const noStats = { rating: null, ratingCount: 0, completionRate: null, totalTrips: 0 };
const record = (licence: DriverLicence, stats: DriverRecord['stats'] = noStats): DriverRecord => ({
  licence,
  stats,
});

async function openDriver(replies: Parameters<typeof mockApi>[0]) {
  const driver = makeDriver();
  const calls = mockApi({
    ...fleetReplies('drivers', [driver]),
    [`GET /api/drivers/${DRIVER_ID}`]: [ok(driver)],
    ...replies,
  });
  const rendered = renderWithProviders(<DriversPage />);
  await rendered.user.click(await screen.findByText('Omar Haddad'));
  const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
  const licence = await within(dialog).findByRole('region', { name: 'Driving licence' });
  const recordOf = () => within(dialog).getByRole('region', { name: 'Record' });
  return { ...rendered, calls, dialog, licence, recordOf };
}

describe("the driver's licence check and record on the Drivers screen", () => {
  it('verifies the licence the provider looked at, once, and then says who did and when', async () => {
    const verified = {
      ...unchecked,
      verifiedAt: '2030-03-03T09:30:00.000Z',
      verifiedBy: 'Amal Haddad',
    };
    const stats = { rating: 4.5, ratingCount: 2, completionRate: 75, totalTrips: 3 };
    const { user, calls, licence, recordOf } = await openDriver({
      [`GET ${RECORD}`]: [ok(record(unchecked, stats)), ok(record(verified, stats))],
      [`POST ${VERIFY}`]: [ok(verified, 'Licence verified')],
    });
    expect(await within(licence).findByText('Not verified')).toBeInTheDocument();
    expect(within(recordOf()).getByText('4.5 / 5')).toBeInTheDocument();
    expect(within(recordOf()).getByText('from 2 ratings')).toBeInTheDocument();
    expect(within(recordOf()).getByText('75%')).toBeInTheDocument();
    expect(within(licence).getByRole('button', { name: 'Open licence' })).toBeInTheDocument();

    await user.click(within(licence).getByRole('button', { name: 'Verify licence' }));
    expect(
      await within(licence).findByText('Verified by Amal Haddad on Mar 03, 2030'),
    ).toBeInTheDocument();
    expect(within(licence).getByText('Verified')).toBeInTheDocument();
    expect(within(licence).queryByRole('button', { name: 'Verify licence' })).toBeNull();
    const posts = callsTo(calls, 'POST', VERIFY);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ document: licenceFile.url });
    expect(posts[0]?.idempotencyKey).toMatch(/\S{8,}/);
  });

  it('offers only the upload while there is no licence, and hides a record with no trips', async () => {
    const { licence, recordOf } = await openDriver({
      [`GET ${RECORD}`]: [
        ok(record({ document: null, uploadedAt: null, verifiedAt: null, verifiedBy: null })),
      ],
    });
    expect(await within(licence).findByText('No licence document')).toBeInTheDocument();
    expect(within(licence).getByRole('button', { name: 'Upload licence' })).toBeInTheDocument();
    expect(within(licence).queryByRole('button', { name: 'Verify licence' })).toBeNull();
    expect(within(licence).queryByRole('button', { name: 'Open licence' })).toBeNull();
    expect(within(recordOf()).getByText('No trips completed yet')).toBeInTheDocument();
    expect(within(recordOf()).queryByText(/0%|0 \/ 5/)).toBeNull();
  });

  it('uploads a licence with its label and a key, and shows it unchecked', async () => {
    const uploads = mockUploads();
    const { user, dialog, licence } = await openDriver({
      [`GET ${RECORD}`]: [
        ok(record({ document: null, uploadedAt: null, verifiedAt: null, verifiedBy: null })),
        ok(record(unchecked)),
      ],
    });
    await within(licence).findByText('No licence document');
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file picker');
    await user.upload(picker, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0]!;
    expect(sent.url).toBe(`/api/drivers/${DRIVER_ID}/licence`);
    expect(sent.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(sent.body?.get('labels')).toBe('["Driving licence"]');
    expect((sent.body?.get('files') as File).name).toBe('licence.pdf');
    sent.respond(200, { success: true, msg: 'Licence document uploaded', data: unchecked });
    expect(await within(licence).findByText('Not verified')).toBeInTheDocument();
    expect(within(licence).getByRole('button', { name: 'Verify licence' })).toBeInTheDocument();
  });
});
