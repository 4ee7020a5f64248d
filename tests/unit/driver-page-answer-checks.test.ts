import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  driverLinkDetailsResponse,
  linkTripViewResponse,
  updateTripStatusResponse,
  verifyDeviceResponse,
} from '../../src/contract/driver-links';
import { requireAnswerData } from '../../src/features/driver-page/api/answer-checks';
import { getLinkDetails } from '../../src/features/driver-page/api/link-details';
import { getLinkTrip } from '../../src/features/driver-page/api/link-trip';
import { isLinkTrip } from '../../src/features/driver-page/api/link-trip-check';
import { updateTripStatus } from '../../src/features/driver-page/api/update-trip-status';
import { verifyDevice } from '../../src/features/driver-page/api/verify-device';
import { ApiError } from '../../src/lib/api-client';
import {
  DEVICE_KEY,
  LINK_ID,
  makeCharge,
  makeDeliveryProof,
  makeLinkDetails,
  makeLinkTrip,
  TRIP_ID,
} from './driver-page-harness';

/**
 * The driver's page checks answers by hand, without zod (issue 21 §6). Every answer below that it
 * must accept is first parsed with the contract's own schema, so the fixtures are real answers.
 */
const access = { linkId: LINK_ID, deviceKey: DEVICE_KEY };

function answerWith(payload: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(payload), { status: 200 })),
  );
}

/** A copy of `value` without the field at `path` ('loadDetails.source'). */
function without(value: object, path: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const names = path.split('.');
  const last = names.pop()!;
  const parent = names.reduce((node, name) => node[name] as Record<string, unknown>, copy);
  Reflect.deleteProperty(parent, last);
  return copy;
}

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the driver page's answer checks", () => {
  it('accepts the link trip view as the contract describes it, with or without a proof', async () => {
    for (const trip of [
      makeLinkTrip(),
      makeLinkTrip({ truckDetails: null, deliveryProof: makeDeliveryProof() }),
    ]) {
      const payload = linkTripViewResponse.parse({ success: true, data: trip });
      answerWith(payload);
      await expect(getLinkTrip(access, TRIP_ID)).resolves.toEqual(trip);
    }
  });

  it.each([
    ['no data', { success: true, msg: 'Trip gone' }],
    ['data that is no object', { success: true, msg: 'Trip gone', data: ['TR-12'] }],
    [
      'a trip without its stops',
      { success: true, msg: 'Trip gone', data: without(makeLinkTrip(), 'loadDetails.source') },
    ],
    [
      'a trip without its price',
      { success: true, msg: 'Trip gone', data: without(makeLinkTrip(), 'price') },
    ],
    [
      'a status that is no text',
      { success: true, msg: 'Trip gone', data: { ...makeLinkTrip(), status: 3 } },
    ],
    [
      'a proof without its photos',
      {
        success: true,
        msg: 'Trip gone',
        data: makeLinkTrip({ deliveryProof: without(makeDeliveryProof(), 'photos') as never }),
      },
    ],
  ])('refuses %s with the ApiError(200) a malformed answer gave', async (_case, payload) => {
    expect(linkTripViewResponse.safeParse(payload).data?.data).toBeUndefined();
    answerWith(payload);
    const error = await refusal(getLinkTrip(access, TRIP_ID));
    expect(error.status).toBe(200);
    expect(error.serverMessage).toBe('Trip gone');
  });

  it('refuses an answer that is no envelope, and keeps only a message that is text', () => {
    for (const payload of [null, 'ok', { data: makeLinkTrip() }]) {
      expect(() => requireAnswerData(payload, isLinkTrip)).toThrow(ApiError);
    }
    const error = thrownBy(() => requireAnswerData({ success: true, msg: 7 }, isLinkTrip));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBeUndefined();
  });

  it('takes the check with its trip, and refuses a check whose trip is malformed', async () => {
    const good = verifyDeviceResponse.parse({
      success: true,
      data: { verified: true, isActive: false, trip: makeLinkTrip() },
    });
    answerWith(good);
    const input = { linkId: LINK_ID, tripId: TRIP_ID, deviceKey: DEVICE_KEY };
    await expect(verifyDevice(input, {})).resolves.toEqual({
      isActive: false,
      trip: makeLinkTrip(),
    });

    answerWith({ success: true, data: { verified: true, isActive: true } });
    await expect(verifyDevice(input, {})).resolves.toEqual({ isActive: true, trip: undefined });

    answerWith({ success: true, msg: 'Bad', data: { verified: true, isActive: true, trip: {} } });
    expect((await refusal(verifyDevice(input, {}))).status).toBe(200);
    answerWith({ success: true, data: { verified: true } });
    expect((await refusal(verifyDevice(input, {}))).status).toBe(200);
  });

  it('reads the details and their charges, and makes malformed ones no details', async () => {
    const details = makeLinkDetails([makeCharge({ images: [{ url: '/api/files/c1' }] })]);
    answerWith(driverLinkDetailsResponse.parse({ success: true, data: details }));
    await expect(getLinkDetails(access)).resolves.toEqual(details);

    answerWith({ success: true, data: { ...details, charges: [{ _id: 'c1' }] } });
    await expect(getLinkDetails(access)).resolves.toBeNull();
  });

  it("takes the trip's new status, or keeps the one asked for when the answer has none", async () => {
    const change = { status: 'loaded' as const, recordedAt: '2030-05-10T10:00:00.000Z' };
    answerWith(updateTripStatusResponse.parse({ success: true, data: { status: 'completed' } }));
    await expect(updateTripStatus(access, TRIP_ID, change, 'key-1')).resolves.toBe('completed');

    answerWith({ success: true, data: { status: null } });
    await expect(updateTripStatus(access, TRIP_ID, change, 'key-2')).resolves.toBe('loaded');
  });
});
