import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { apiUpload } from '../../src/lib/api-upload';
import { useTimedMessage } from '../../src/features/driver-page/utils/use-timed-message';
import {
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeLinkTrip,
  ok,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));
vi.mock('../../src/lib/api-upload', () => ({
  apiUpload: vi.fn(async () => ({ success: true, msg: 'Charge added successfully' })),
}));

setUpDriverPageTests();

const upload = vi.mocked(apiUpload);
const photo = (name = 'toll.jpg', type = 'image/jpeg') => new File(['jpeg'], name, { type });

async function openForm(options: Parameters<typeof renderDriverPage>[0] = undefined) {
  linkApi({ [TRIP]: [ok(makeLinkTrip({ currency: 'SAR' }))] });
  const rendered = renderDriverPage(options);
  const form = await screen.findByRole('region', { name: 'Add a charge' });
  return { ...rendered, form };
}

describe('add-charge form (SPEC §5)', () => {
  it('asks for a reason and a valid amount', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    expect(await within(form).findByText('Please enter a reason for the charge')).toBeVisible();
    expect(within(form).getByText('Please enter a valid amount')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it.each(['   ', '\t'])('refuses a blank reason (%j)', async (reason) => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Reason'), reason);
    await user.type(within(form).getByLabelText('Amount (SAR)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    expect(await within(form).findByText('Please enter a reason for the charge')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it.each(['0', '-5', '1.234'])('refuses the amount %s', async (amount) => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Reason'), 'Toll');
    await user.type(within(form).getByLabelText('Amount (SAR)'), amount);
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    expect(await within(form).findByText('Please enter a valid amount')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('has an amount input with min and step 0.01', async () => {
    const { form } = await openForm();
    const amount = within(form).getByLabelText('Amount (SAR)');
    expect(amount).toHaveAttribute('min', '0.01');
    expect(amount).toHaveAttribute('step', '0.01');
  });

  it('sends linkId, the trimmed reason, the amount and the photos, with the link headers', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Reason'), '  Toll at border  ');
    await user.type(within(form).getByLabelText('Amount (SAR)'), '12.5');
    await user.upload(within(form).getByLabelText('Add photos'), [
      photo('a.jpg'),
      photo('b.png', 'image/png'),
    ]);
    expect(within(form).getAllByRole('img')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [path, body, options] = upload.mock.calls[0]!;
    expect(path).toBe('/api/trip-charges/add');
    expect(body.get('linkId')).toBe(LINK_ID);
    expect(body.get('reason')).toBe('Toll at border');
    expect(body.get('amount')).toBe('12.5');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['a.jpg', 'b.png']);
    expect(options?.headers).toMatchObject({
      'x-link-id': LINK_ID,
      'x-device-key': DEVICE_KEY,
      'Idempotency-Key': expect.any(String),
    });
    expect(options?.withToken).toBe(false);

    expect(await screen.findByText('Charge added successfully')).toBeVisible();
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
    expect(within(form).queryAllByRole('img')).toHaveLength(0);
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

  it('repeats the same Idempotency-Key when the same charge is retried', async () => {
    upload.mockRejectedValueOnce(new ApiError(0, undefined));
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Reason'), 'Toll');
    await user.type(within(form).getByLabelText('Amount (SAR)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    expect(
      await within(form).findByText('Error adding charge. Please try again later.'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    const keys = upload.mock.calls.map(([, , options]) => options?.headers?.['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it.each([
    [new ApiError(422, undefined), 'Failed to add charge'],
    [
      new ApiError(403, 'This link is no longer active. You cannot add new charges.'),
      'This link is no longer active. You cannot add new charges.',
    ],
    [new ApiError(503, undefined), 'Error adding charge. Please try again later.'],
  ])('explains a failure (%s)', async (error, message) => {
    upload.mockRejectedValueOnce(error);
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Reason'), 'Toll');
    await user.type(within(form).getByLabelText('Amount (SAR)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Charge' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });
});

describe('success banners (SPEC §9)', () => {
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
