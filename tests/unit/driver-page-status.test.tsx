// The page keeps every driver write in the Dexie outbox first; Dexie must see IndexedDB at load.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TripStatus } from '../../src/contract/trips';
import {
  driverStatusChoices,
  nextDriverStatuses,
} from '../../src/features/driver-page/utils/next-statuses';
import { driverDb } from '../../src/lib/driver-db';
import {
  callsTo,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeDeliveryProof,
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

const trip = (status: TripStatus) => ok(makeLinkTrip({ status }));
/** A trip whose proof of delivery the server has: Completed needs no delivery step. */
const provenTrip = (status: TripStatus) =>
  ok(makeLinkTrip({ status, deliveryProof: makeDeliveryProof() }));

async function openDialog(
  status: TripStatus,
  statusReplies: Reply[] = [ok({ status: 'loaded' })],
  tripReplies: Reply[] = [trip(status)],
) {
  const calls = linkApi({ [TRIP]: tripReplies, [STATUS]: statusReplies });
  const { user } = renderDriverPage();
  await user.click(await screen.findByRole('button', { name: 'Update Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
  return { user, dialog, calls };
}

async function choose(user: Awaited<ReturnType<typeof openDialog>>['user'], label: RegExp) {
  const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
  await user.click(within(dialog).getByRole('radio', { name: label }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const choices = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map(
      (radio) => radio.closest('label')?.querySelector('.driver-page__choice-title')?.textContent,
    );

const badge = () => screen.getByLabelText('Trip status');
const statusBodies = (calls: ReturnType<typeof linkApi>) =>
  callsTo(calls, STATUS).map((call) => (call.body as { status: string }).status);

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('status update through the link (docs/product.md §4, docs/architecture.md §6.8)', () => {
  it('offers only the statuses after the current one, and warns it cannot be undone', async () => {
    const { dialog } = await openDialog('out_to_collect');
    expect(choices(dialog)).toEqual(['Loaded', 'Out to Unload', 'Completed']);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeVisible();
  });

  it('highlights the next step and chooses it from the start (issue 18)', async () => {
    const { dialog } = await openDialog('out_to_collect');
    expect(screen.getByRole('button', { name: 'Update Status' })).toHaveAccessibleDescription(
      'Next: Loaded',
    );
    const next = within(dialog).getByRole('radio', { name: /^Loaded/ });
    expect(next).toBeChecked();
    expect(next.closest('label')).toHaveAttribute('data-next');
    expect(within(next.closest('label')!).getByText('Next step')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /^Completed/ })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('asks once more before Completed once the proof is sent, and Go Back sends nothing', async () => {
    const { user, calls } = await openDialog(
      'out_to_unload',
      [ok({ status: 'completed' })],
      [provenTrip('out_to_unload'), provenTrip('completed')],
    );
    await choose(user, /^Completed/);
    const confirm = await screen.findByRole('dialog', { name: 'Complete the trip?' });
    expect(within(confirm).getByText(/this link closes/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('dialog', { name: 'Update Status' })).toBeVisible();
    expect(callsTo(calls, STATUS)).toHaveLength(0);
    expect(await driverDb().outbox.count()).toBe(0);

    await choose(user, /^Completed/);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Complete the trip?' })).getByRole(
        'button',
        { name: 'Yes, Complete Trip' },
      ),
    );
    await waitFor(() => expect(statusBodies(calls)).toEqual(['completed']));
  });

  it('offers all four from a confirmed trip', async () => {
    const { dialog } = await openDialog('confirmed');
    expect(choices(dialog)).toEqual(['Out to Collect', 'Loaded', 'Out to Unload', 'Completed']);
  });

  it('sends {status, recordedAt} with the link headers and an Idempotency-Key', async () => {
    const { user, calls } = await openDialog('out_to_collect', undefined, [
      trip('out_to_collect'),
      trip('loaded'),
    ]);
    const before = Date.now();
    await choose(user, /^Loaded/);
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
    // Delivered: the outbox is empty and the trip is read again from the server.
    await waitFor(() => expect(callsTo(calls, TRIP)).toHaveLength(2));
    expect(await driverDb().outbox.count()).toBe(0);
    expect(within(badge()).getByText('Loaded')).toBeInTheDocument();
  });

  it('offline, closes at once, shows the new status, and sends the same press when back online', async () => {
    const { user, calls } = await openDialog(
      'out_to_collect',
      ['offline', ok({ status: 'loaded' })],
      [trip('out_to_collect'), trip('loaded')],
    );
    await choose(user, /^Loaded/);
    expect(
      await screen.findByText("Status saved. It will be sent when you're online."),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(badge()).getByText('Loaded')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to sync: 1')).toBeVisible();
    // The next step follows from the queued one.
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(choices(await screen.findByRole('dialog', { name: 'Update Status' }))).toEqual([
      'Out to Unload',
      'Completed',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    goOnline();
    await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(2));
    const [first, second] = callsTo(calls, STATUS);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual(first?.body);
    await waitFor(() => expect(screen.queryByText(/Waiting to sync: /)).toBeNull());
    expect(within(badge()).getByText('Loaded')).toBeInTheDocument();
  });

  it('offline, moves the trip twice, and sends both in the order pressed', async () => {
    const { user } = await openDialog('confirmed', ['offline']);
    await choose(user, /^Out to Collect/);
    await waitFor(() => expect(within(badge()).getByText('Out to Collect')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    expect(choices(dialog)).toEqual(['Loaded', 'Out to Unload', 'Completed']);
    await choose(user, /^Loaded/);
    await waitFor(() => expect(within(badge()).getByText('Loaded')).toBeInTheDocument());
    // The second waits behind the first, which failed: both are waiting.
    expect(await screen.findByText('Waiting to sync: 2')).toBeVisible();
    const queued = await driverDb().outbox.toArray();
    expect(queued.map((item) => [item.kind, (item.body as { status: string }).status])).toEqual([
      ['status', 'out_to_collect'],
      ['status', 'loaded'],
    ]);

    const calls = linkApi({
      [TRIP]: [trip('loaded')],
      [STATUS]: [ok({ status: 'out_to_collect' }), ok({ status: 'loaded' })],
    });
    goOnline();
    await waitFor(() => expect(statusBodies(calls)).toEqual(['out_to_collect', 'loaded']));
    await waitFor(async () => expect(await driverDb().outbox.count()).toBe(0));
  });

  it("needs attention when refused for good, saying 'Failed to update status' without words", async () => {
    const { user } = await openDialog(
      'out_to_collect',
      [refuse(409)],
      [provenTrip('out_to_collect')],
    );
    await choose(user, /^Completed/);
    await user.click(await screen.findByRole('button', { name: 'Yes, Complete Trip' }));
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    const item = within(card).getByRole('listitem', { name: 'Status change to Completed' });
    expect(within(item).getByText('Failed to update status')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Discard' })).toBeVisible();
    // The refused step is not shown as the trip's status.
    expect(within(badge()).getByText('Out to Collect')).toBeInTheDocument();
    expect(screen.queryByText('Status updated to Completed')).toBeNull();
  });

  it('Try again sends the refused change again, with its key', async () => {
    const { user, calls } = await openDialog(
      'out_to_collect',
      [refuse(400, 'Trip status can only move forward.'), ok({ status: 'loaded' })],
      [trip('out_to_collect'), trip('loaded')],
    );
    await choose(user, /^Loaded/);
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(card).getByText('Trip status can only move forward.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull(),
    );
    const [first, second] = callsTo(calls, STATUS);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual(first?.body);
    await waitFor(() => expect(within(badge()).getByText('Loaded')).toBeInTheDocument());
  });

  it('Discard deletes the refused change after a confirm, and never sends it', async () => {
    const { user, calls } = await openDialog('out_to_collect', [refuse(409, 'Trip has ended.')]);
    await choose(user, /^Loaded/);
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this?' });
    expect(
      within(confirm).getByText(
        'The status change to Loaded will be deleted from this phone and never sent.',
      ),
    ).toBeVisible();
    // Keeping it changes nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(await driverDb().outbox.count()).toBe(1);

    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull(),
    );
    expect(await driverDb().outbox.count()).toBe(0);
    expect(callsTo(calls, STATUS)).toHaveLength(1);
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

  it.each<[TripStatus, string | null, string[]]>([
    ['confirmed', 'out_to_collect', ['loaded', 'out_to_unload', 'completed']],
    ['out_to_collect', 'loaded', ['out_to_unload', 'completed']],
    ['loaded', 'out_to_unload', ['completed']],
    ['out_to_unload', 'completed', []],
    ['completed', null, []],
    ['cancelled', null, []],
  ])('from %s the next step is %s', (status, next, later) => {
    expect(driverStatusChoices(status)).toEqual({ next, later });
  });
});
