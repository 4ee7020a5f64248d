// The page keeps every driver write in the Dexie outbox first; Dexie must see IndexedDB at load.
import 'fake-indexeddb/auto';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QueuedCharge } from '../../src/features/driver-page/outbox/queued-items';
import { useTimedMessage } from '../../src/features/driver-page/utils/use-timed-message';
import { driverDb } from '../../src/lib/driver-db';
import {
  CHARGE,
  callsTo,
  DETAILS,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeCharge,
  makeLinkDetails,
  makeLinkTrip,
  ok,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP,
  type Call,
  type Reply,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

const photo = (name = 'toll.jpg', type = 'image/jpeg', bytes = 'jpeg') =>
  new File([bytes], name, { type });
const added = ok({ charge: makeCharge({ _id: 'c9', reason: 'Toll', amount: 10 }) });

async function openForm(charge: Reply[] = [added], details: Reply[] = [ok(makeLinkDetails())]) {
  const calls = linkApi({
    [TRIP]: [ok(makeLinkTrip({ currency: 'SAR' }))],
    [DETAILS]: details,
    [CHARGE]: charge,
  });
  const rendered = renderDriverPage();
  // The page, then the form's own chunk: more than one wait on a busy machine.
  const form = await screen.findByRole('region', { name: 'Add a charge' }, { timeout: 10_000 });
  return { ...rendered, form, calls };
}

async function fillCharge(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  { reason = 'Toll', amount = '10', photos = [] as File[] } = {},
) {
  await user.type(within(form).getByLabelText('Reason'), reason);
  await user.type(within(form).getByLabelText('Amount (SAR)'), amount);
  if (photos.length > 0) await user.upload(within(form).getByLabelText('Add photos'), photos);
  await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
}

/** The photos of a multipart call as the server would read them. */
async function uploadedFiles(call: Call | undefined) {
  const files = (call?.form?.getAll('files') ?? []) as File[];
  return Promise.all(
    files.map(async (file) => ({ name: file.name, type: file.type, text: await file.text() })),
  );
}

const chargesCard = () => screen.getByRole('region', { name: 'Charges' });

async function expectNothingSent(calls: Call[]) {
  expect(callsTo(calls, CHARGE)).toHaveLength(0);
  expect(await driverDb().outbox.count()).toBe(0);
}

describe('add-charge form (docs/product.md §5)', () => {
  it('asks for a reason and a valid amount', async () => {
    const { user, form, calls } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    expect(await within(form).findByText('Please enter a reason for the charge')).toBeVisible();
    expect(within(form).getByText('Please enter a valid amount')).toBeVisible();
    await expectNothingSent(calls);
  });

  it.each(['   ', '\t'])('refuses a blank reason (%j)', async (reason) => {
    const { user, form, calls } = await openForm();
    await fillCharge(user, form, { reason });
    expect(await within(form).findByText('Please enter a reason for the charge')).toBeVisible();
    await expectNothingSent(calls);
  });

  it.each(['0', '-5', '1.234'])('refuses the amount %s', async (amount) => {
    const { user, form, calls } = await openForm();
    await fillCharge(user, form, { amount });
    expect(await within(form).findByText('Please enter a valid amount')).toBeVisible();
    await expectNothingSent(calls);
  });

  it('has an amount input with min and step 0.01', async () => {
    const { form } = await openForm();
    const amount = within(form).getByLabelText('Amount (SAR)');
    expect(amount).toHaveAttribute('min', '0.01');
    expect(amount).toHaveAttribute('step', '0.01');
  });

  it('sends linkId, the trimmed reason, the amount and the photos, with the link headers', async () => {
    const { user, form, calls } = await openForm();
    await user.type(within(form).getByLabelText('Reason'), '  Toll at border  ');
    await user.type(within(form).getByLabelText('Amount (SAR)'), '12.5');
    await user.upload(within(form).getByLabelText('Add photos'), [
      photo('a.jpg'),
      photo('b.png', 'image/png', 'png!'),
    ]);
    expect(within(form).getAllByRole('img')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));

    await waitFor(() => expect(callsTo(calls, CHARGE)).toHaveLength(1));
    const [call] = callsTo(calls, CHARGE);
    expect(call?.form?.get('linkId')).toBe(LINK_ID);
    expect(call?.form?.get('reason')).toBe('Toll at border');
    expect(call?.form?.get('amount')).toBe('12.5');
    expect(await uploadedFiles(call)).toEqual([
      { name: 'a.jpg', type: 'image/jpeg', text: 'jpeg' },
      { name: 'b.png', type: 'image/png', text: 'png!' },
    ]);
    expect(call?.headers).toMatchObject({
      'x-link-id': LINK_ID,
      'x-device-key': DEVICE_KEY,
      'idempotency-key': expect.any(String),
    });
    expect(call?.headers.authorization).toBeUndefined();

    expect(await screen.findByText('Charge added successfully')).toBeVisible();
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
    expect(within(form).queryAllByRole('img')).toHaveLength(0);
    // The server's list is read again; nothing is left on the phone.
    await waitFor(() => expect(callsTo(calls, DETAILS)).toHaveLength(2));
    expect(await driverDb().outbox.count()).toBe(0);
  });

  it('takes image files only', async () => {
    const { form } = await openForm();
    const user = userEvent.setup({ applyAccept: false });
    const input = within(form).getByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [
      photo('a.jpg'),
      new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }),
    ]);
    expect(await within(form).findByText('Only image files can be added.')).toBeVisible();
    expect(within(form).getAllByRole('img')).toHaveLength(1);
    expect(within(form).getByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
  });

  it('offline, keeps the charge and its photos, lists it as waiting, and sends it once back online', async () => {
    const { user, form, calls } = await openForm(
      ['offline', added],
      [ok(makeLinkDetails()), ok(makeLinkDetails([makeCharge({ reason: 'Toll', amount: 10 })]))],
    );
    await fillCharge(user, form, { photos: [photo('a.jpg')] });
    expect(
      await screen.findByText("Charge saved. It will be sent when you're online."),
    ).toBeVisible();
    // The form is free again at once.
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
    expect(within(form).queryAllByRole('img')).toHaveLength(0);

    // The photo waits on the phone as bytes and a type.
    const [stored] = (await driverDb().outbox.toArray()) as QueuedCharge[];
    expect(stored?.body.photos).toHaveLength(1);
    expect(stored?.body.photos[0]).toMatchObject({ name: 'a.jpg', type: 'image/jpeg' });
    expect(stored?.body.photos[0]?.data).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(stored?.body.photos[0]?.data)).toBe('jpeg');

    const queued = within(chargesCard()).getByRole('listitem', { name: 'Toll, not sent yet' });
    expect(within(queued).getByText('SAR 10.00')).toBeVisible();
    expect(within(queued).getByText('Waiting to sync')).toBeVisible();
    expect(within(queued).getByRole('img', { name: 'Photo 1 of Toll' })).toBeInTheDocument();
    expect(within(chargesCard()).queryByText('No charges added yet')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(callsTo(calls, CHARGE)).toHaveLength(2));
    const [first, second] = callsTo(calls, CHARGE);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(await uploadedFiles(second)).toEqual(await uploadedFiles(first));
    await waitFor(() =>
      expect(
        within(chargesCard()).queryByRole('listitem', { name: 'Toll, not sent yet' }),
      ).toBeNull(),
    );
    // The server's copy replaces the queued one.
    expect(await within(chargesCard()).findByText('Toll')).toBeVisible();
  });

  it.each([
    [refuse(422), 'Failed to add charge'],
    [
      refuse(403, 'This link is no longer active. You cannot add new charges.'),
      'This link is no longer active. You cannot add new charges.',
    ],
  ])('explains a refusal and keeps the charge for the driver (%j)', async (reply, message) => {
    const { user, form } = await openForm([reply]);
    await fillCharge(user, form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    const queued = await within(chargesCard()).findByRole('listitem', {
      name: 'Toll, not sent yet',
    });
    expect(within(queued).getByText(`Needs attention: ${message}`)).toBeVisible();
    expect(within(queued).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(queued).getByRole('button', { name: 'Discard' })).toBeVisible();
  });

  it('keeps the charge queued while the server is failing', async () => {
    const { user, form } = await openForm([refuse(503)]);
    await fillCharge(user, form);
    expect(
      await screen.findByText("Charge saved. It will be sent when you're online."),
    ).toBeVisible();
    const queued = within(chargesCard()).getByRole('listitem', { name: 'Toll, not sent yet' });
    // Between its tries (the backoff retries it, briefly 'Sending…'), it waits; it is never stuck.
    await waitFor(() => expect(within(queued).getByText('Waiting to sync')).toBeVisible());
    expect(within(queued).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((await driverDb().outbox.toArray()).map((item) => item.state)).not.toContain(
      'needs_attention',
    );
  });

  it('Try again sends a refused charge again; Discard deletes one after a confirm', async () => {
    const { user, form, calls } = await openForm([refuse(422, 'Photo too large'), added]);
    await fillCharge(user, form, { reason: 'Toll' });
    let queued = await within(chargesCard()).findByRole('listitem', {
      name: 'Toll, not sent yet',
    });
    expect(await within(queued).findByText('Needs attention: Photo too large')).toBeVisible();
    await user.click(within(queued).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(calls, CHARGE)).toHaveLength(2));
    const [first, second] = callsTo(calls, CHARGE);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    await waitFor(async () => expect(await driverDb().outbox.count()).toBe(0));

    linkApi({
      [TRIP]: [ok(makeLinkTrip({ currency: 'SAR' }))],
      [DETAILS]: [ok(makeLinkDetails())],
      [CHARGE]: [refuse(422, 'Photo too large')],
    });
    await fillCharge(user, form, { reason: 'Fuel' });
    queued = await within(chargesCard()).findByRole('listitem', { name: 'Fuel, not sent yet' });
    expect(await within(queued).findByText('Needs attention: Photo too large')).toBeVisible();
    await user.click(within(queued).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this?' });
    expect(
      within(confirm).getByText(
        "The charge 'Fuel' will be deleted from this phone and never sent.",
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(within(chargesCard()).queryByRole('listitem', { name: /not sent yet/ })).toBeNull(),
    );
    expect(await driverDb().outbox.count()).toBe(0);
  });
});

describe('success banners (docs/product.md §9)', () => {
  it('stay 3 s', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useTimedMessage());
      act(() => result.current[1]('Charge added successfully'));
      expect(result.current[0]).toBe('Charge added successfully');
      act(() => vi.advanceTimersByTime(2999));
      expect(result.current[0]).toBe('Charge added successfully');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current[0]).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
