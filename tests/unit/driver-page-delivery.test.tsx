// The page keeps every driver write in the Dexie outbox first; Dexie must see IndexedDB at load.
import 'fake-indexeddb/auto';
import type { Position } from '@capacitor/geolocation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewDeliveryProof } from '../../src/features/driver-page/api/send-delivery-proof';
import { watchPositions } from '../../src/features/driver-page/tracking/position-source';
import { driverDb } from '../../src/lib/driver-db';
import {
  callsTo,
  DEVICE_KEY,
  linkApi,
  makeDeliveryProof,
  makeLinkTrip,
  ok,
  PROOF,
  renderDriverPage,
  setUpDriverPageTests,
  STATUS,
  TRIP,
  type Call,
  type Reply,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

type User = ReturnType<typeof userEvent.setup>;

/** jsdom draws nothing: a context that takes every call, and a PNG for the export. */
function fakeCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => {}),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['png-bytes'], { type: 'image/png' })),
  );
}

beforeEach(fakeCanvas);

const photo = (name = 'pallets.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });
const sentProof = ok({ proof: makeDeliveryProof() });

async function openDeliveryStep({
  photosRequired = false,
  proof = [sentProof] as Reply[],
  status = [ok({ status: 'completed' })] as Reply[],
  trips = [ok(makeLinkTrip({ status: 'out_to_unload', proofSettings: { photosRequired } }))],
} = {}) {
  const calls = linkApi({ [TRIP]: trips, [PROOF]: proof, [STATUS]: status });
  const { user } = renderDriverPage();
  await user.click(await screen.findByRole('button', { name: 'Update Status' }));
  const statusDialog = await screen.findByRole('dialog', { name: 'Update Status' });
  // Completed is the next step from Out to Unload, so it is already chosen.
  await user.click(within(statusDialog).getByRole('button', { name: 'Confirm' }));
  const step = await screen.findByRole('dialog', { name: 'Proof of delivery' });
  return { user, step, calls };
}

function sign(step: HTMLElement) {
  const pad = within(step).getByRole('img', { name: "Receiver's signature" });
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

async function fill(
  user: User,
  step: HTMLElement,
  { name = 'Fatima Saleh', signed = true, photos = [] as File[] } = {},
) {
  if (name) await user.type(within(step).getByLabelText("Receiver's name"), name);
  if (signed) sign(step);
  if (photos.length > 0) await user.upload(within(step).getByLabelText('Add photos'), photos);
}

const send = (user: User, step: HTMLElement) =>
  user.click(within(step).getByRole('button', { name: 'Send and Complete Trip' }));

async function expectNothingQueued(calls: Call[]) {
  expect(await driverDb().outbox.count()).toBe(0);
  expect(callsTo(calls, PROOF)).toHaveLength(0);
  expect(callsTo(calls, STATUS)).toHaveLength(0);
}

/** Both items sent and gone, so no replay is left running into the next test. */
async function allSent(calls: Call[]) {
  await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(1));
  await waitFor(async () => expect(await driverDb().outbox.count()).toBe(0));
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('proof of delivery on the driver page (issue 21)', () => {
  it('opens the delivery step when Completed is chosen, and sends nothing yet', async () => {
    const { step, calls } = await openDeliveryStep();
    expect(within(step).getByLabelText("Receiver's name")).toBeVisible();
    expect(within(step).getByRole('img', { name: "Receiver's signature" })).toBeVisible();
    expect(within(step).getByText('Photos of the delivery (optional)')).toBeVisible();
    expect(within(step).getByText(/this link closes/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Complete the trip?' })).toBeNull();
    await expectNothingQueued(calls);
  });

  it("needs the receiver's name", async () => {
    const { user, step, calls } = await openDeliveryStep();
    await fill(user, step, { name: '' });
    await send(user, step);
    expect(
      await within(step).findByText('Enter the name of the person who received the goods.'),
    ).toBeVisible();
    expect(within(step).getByLabelText("Receiver's name")).toHaveAttribute('aria-invalid', 'true');
    await expectNothingQueued(calls);
  });

  it("needs the receiver's signature, and Clear signature takes it away", async () => {
    const { user, step, calls } = await openDeliveryStep();
    await fill(user, step, { signed: false });
    await send(user, step);
    expect(await within(step).findByText('Ask the receiver to sign in the box.')).toBeVisible();
    sign(step);
    await user.click(within(step).getByRole('button', { name: 'Clear signature' }));
    await send(user, step);
    expect(within(step).getByText('Ask the receiver to sign in the box.')).toBeVisible();
    await expectNothingQueued(calls);
  });

  it('needs a photo when the trip asks for photos', async () => {
    const { user, step, calls } = await openDeliveryStep({ photosRequired: true });
    expect(within(step).getByText('Photos of the delivery (required)')).toBeVisible();
    await fill(user, step);
    await send(user, step);
    expect(
      await within(step).findByText('This trip needs at least one photo of the delivery.'),
    ).toBeVisible();
    await expectNothingQueued(calls);

    await user.upload(within(step).getByLabelText('Add photos'), [photo()]);
    await send(user, step);
    await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(1));
    const form = callsTo(calls, PROOF)[0]?.form;
    expect(form?.getAll('photos')).toHaveLength(1);
    await allSent(calls);
  });

  it('shows where and when, and sends them with the proof', async () => {
    const watch = vi.mocked(watchPositions);
    const { user, step, calls } = await openDeliveryStep();
    const onPosition = watch.mock.calls.at(-1)?.[0];
    act(() =>
      onPosition?.({
        timestamp: Date.now(),
        coords: { latitude: 29.37591, longitude: 47.97742, accuracy: 8.4 },
      } as Position),
    );
    expect(within(step).getByText('29.37591, 47.97742')).toBeVisible();
    expect(within(step).getByText(/within 8 m/)).toBeVisible();
    await fill(user, step);
    await send(user, step);
    await waitFor(() => expect(callsTo(calls, PROOF)).toHaveLength(1));
    const form = callsTo(calls, PROOF)[0]!.form!;
    expect(form.get('recipientName')).toBe('Fatima Saleh');
    expect(JSON.parse(String(form.get('coordinates')))).toEqual([47.97742, 29.37591]);
    expect(form.get('accuracy')).toBe('8.4');
    expect(Date.parse(String(form.get('recordedAt')))).not.toBeNaN();
    const signature = form.get('signature') as File;
    expect(signature.type).toBe('image/png');
    expect(await signature.text()).toBe('png-bytes');
    expect(callsTo(calls, PROOF)[0]!.headers['idempotency-key']).toBeTruthy();
    await allSent(calls);
  });

  it('queues the proof before Completed; offline both wait and then go in that order', async () => {
    // Offline until the test says otherwise: the replay keeps retrying on its own meanwhile.
    const proofReplies: Reply[] = ['offline'];
    const { user, step, calls } = await openDeliveryStep({
      proof: proofReplies,
      trips: [
        ok(makeLinkTrip({ status: 'out_to_unload' })),
        ok(
          makeLinkTrip({
            status: 'completed',
            isActive: false,
            deliveryProof: makeDeliveryProof(),
          }),
        ),
      ],
    });
    await fill(user, step, { photos: [photo('one.jpg'), photo('two.jpg')] });
    await send(user, step);
    expect(
      await screen.findByText(
        "Proof of delivery saved. It will be sent, then the trip completed, when you're online.",
        {},
        { timeout: 6000 },
      ),
    ).toBeVisible();
    const queued = await driverDb().outbox.toArray();
    expect(queued.map((item) => item.kind)).toEqual(['proof', 'status']);
    const proof = queued[0]!.body as NewDeliveryProof;
    expect(proof.recipientName).toBe('Fatima Saleh');
    expect(proof.photos).toHaveLength(2);
    expect(queued[1]!.body).toMatchObject({ status: 'completed' });
    // Completed never went ahead of the proof.
    expect(callsTo(calls, STATUS)).toHaveLength(0);

    // The page says what was taken, waiting to be sent, in the driver's words.
    const card = screen.getByRole('region', { name: 'Proof of delivery' });
    expect(within(card).getByText('Received by Fatima Saleh')).toBeVisible();
    expect(within(card).getByText('Waiting to sync')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Signature of Fatima Saleh' })).toBeVisible();
    expect(within(card).getAllByRole('img', { name: /Delivery photo/ })).toHaveLength(2);

    proofReplies.splice(0, 1, sentProof);
    goOnline();
    await waitFor(() => expect(callsTo(calls, STATUS)).toHaveLength(1));
    const order = calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.url}`);
    expect(order.slice(-2)).toEqual([PROOF, STATUS]);
    await waitFor(async () => expect(await driverDb().outbox.count()).toBe(0));
  });

  it('shows the proof as sent once the server has it', async () => {
    linkApi({
      [TRIP]: [
        ok(
          makeLinkTrip({
            status: 'completed',
            isActive: false,
            deliveryProof: makeDeliveryProof(),
          }),
        ),
      ],
      'GET /api/files/sig-1': [ok({})],
      'GET /api/files/photo-1': [ok({})],
    });
    renderDriverPage();
    const card = await screen.findByRole('region', { name: 'Proof of delivery' });
    expect(within(card).getByText('Received by Fatima Saleh')).toBeVisible();
    expect(within(card).getByText('Sent')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Signature of Fatima Saleh' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Delivery photo 1' })).toBeVisible();
  });

  it('Go Back returns to the status choice and keeps nothing', async () => {
    const { user, step, calls } = await openDeliveryStep();
    await fill(user, step);
    await user.click(within(step).getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('dialog', { name: 'Update Status' })).toBeVisible();
    await expectNothingQueued(calls);
  });
});
