import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TripStatus } from '../../src/contract/trips';
import { nextDriverStatuses } from '../../src/features/driver-page/utils/next-statuses';
import {
  callsTo,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeLinkTrip,
  ok,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  STATUS,
  TRIP,
  type Reply,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

async function openDialog(status: TripStatus, statusReplies: Reply[] = [ok({ status: 'loaded' })]) {
  const calls = linkApi({ [TRIP]: [ok(makeLinkTrip({ status }))], [STATUS]: statusReplies });
  const { user } = renderDriverPage();
  await user.click(await screen.findByRole('button', { name: 'Update Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
  return { user, dialog, calls };
}

const choices = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map(
      (radio) => radio.closest('label')?.querySelector('.driver-page__choice-title')?.textContent,
    );

describe('status update through the link (SPEC §4, DESIGN §6.8)', () => {
  it('offers only the statuses after the current one, and warns it cannot be undone', async () => {
    const { dialog } = await openDialog('out_to_collect');
    expect(choices(dialog)).toEqual(['Loaded', 'Out to Unload', 'Completed']);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('offers all four from a confirmed trip', async () => {
    const { dialog } = await openDialog('confirmed');
    expect(choices(dialog)).toEqual(['Out to Collect', 'Loaded', 'Out to Unload', 'Completed']);
  });

  it('sends {status, recordedAt} with the link headers and an Idempotency-Key', async () => {
    const { user, dialog, calls } = await openDialog('out_to_collect');
    const before = Date.now();
    await user.click(within(dialog).getByRole('radio', { name: /^Loaded/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(1));
    const [call] = callsTo(calls, STATUS);
    expect(Object.keys(call?.body as object).sort()).toEqual(['recordedAt', 'status']);
    const body = call?.body as { status: string; recordedAt: string };
    expect(body.status).toBe('loaded');
    expect(Date.parse(body.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(call?.headers).toMatchObject({
      'x-link-id': LINK_ID,
      'x-device-key': DEVICE_KEY,
      'idempotency-key': expect.any(String),
    });
    expect(call?.headers.authorization).toBeUndefined();
    expect(await screen.findByText('Status updated to Loaded')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('repeats the same press exactly when retried after a failure', async () => {
    const { user, dialog, calls } = await openDialog('out_to_collect', [
      'offline',
      ok({ status: 'loaded' }),
    ]);
    await user.click(within(dialog).getByRole('radio', { name: /^Loaded/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Error updating status. Please try again later.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(2));
    const [first, second] = callsTo(calls, STATUS);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual(first?.body);
  });

  it("says 'Failed to update status' when the server refuses without words", async () => {
    const { user, dialog } = await openDialog('out_to_collect', [refuse(409)]);
    await user.click(within(dialog).getByRole('radio', { name: /^Completed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update status');
  });

  it('has nothing to offer once the trip is completed', async () => {
    linkApi({ [TRIP]: [ok(makeLinkTrip({ status: 'completed' }))] });
    renderDriverPage();
    expect(await screen.findByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Status' })).toBeNull();
  });
});

describe('next driver statuses', () => {
  it.each<[TripStatus, string[]]>([
    ['pending', ['out_to_collect', 'loaded', 'out_to_unload', 'completed']],
    ['confirmed', ['out_to_collect', 'loaded', 'out_to_unload', 'completed']],
    ['out_to_collect', ['loaded', 'out_to_unload', 'completed']],
    ['loaded', ['out_to_unload', 'completed']],
    ['out_to_unload', ['completed']],
    ['completed', []],
    ['cancelled', []],
  ])('from %s', (status, next) => {
    expect(nextDriverStatuses(status)).toEqual(next);
  });
});
