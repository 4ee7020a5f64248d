import { skipToken, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { LinkTripView } from '../../../contract/driver-links';
import type { Language } from '../../../contract/languages';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { getDeviceKey } from '../../../lib/device-key';
import { rememberedVisitorId, visitorId } from '../../../lib/visitor-id';
import { whenPageSettled } from '../../../lib/when-page-settled';
import { readDeviceInfo } from '../utils/device-info';
import { fields, isBoolean, orAbsent, requireAnswerData } from './answer-checks';
import { driverPageKeys } from './driver-page-keys';
import { isLinkTrip } from './link-trip-check';

export type VerifyDeviceInput = { linkId: string; tripId: string; deviceKey: string };
export type VerifiedLink = { isActive: boolean };
type VerifyAnswer = VerifiedLink & { trip?: LinkTripView };

const isVerifyAnswer = fields({
  verified: (value) => value === true,
  isActive: isBoolean,
  trip: orAbsent(isLinkTrip),
});

/**
 * POST /api/driver-links/verify-device/{linkId}: the first device key binds the link; any other
 * is refused with 403 'Access denied', an unknown link with 404 'Invalid link'. The visitor id
 * goes with it when this browser has one already; with `includeTrip` the answer brings the link
 * trip view too.
 */
export async function verifyDevice(
  { linkId, tripId, deviceKey }: VerifyDeviceInput,
  {
    visitor,
    includeTrip = false,
    headers,
  }: { visitor?: string; includeTrip?: boolean; headers?: Record<string, string> },
  signal?: AbortSignal,
): Promise<VerifyAnswer> {
  // Not parsed here: the server checks the body against the contract and answers 400 (issue 21
  // §6: the page loads no zod).
  const body = {
    deviceInfo: readDeviceInfo(),
    tripId,
    deviceKey,
    visitorId: visitor,
    ...(includeTrip && { includeTrip }),
  };
  const payload = await apiRequest(
    `/api/driver-links/verify-device/${encodeURIComponent(linkId)}`,
    {
      method: 'POST',
      body,
      signal,
      headers,
      withToken: false,
    },
  );
  const { isActive, trip } = requireAnswerData<VerifyAnswer>(payload, isVerifyAnswer);
  return { isActive, trip };
}

const checkKey = ({ linkId, tripId, deviceKey }: VerifyDeviceInput) =>
  JSON.stringify([linkId, tripId, deviceKey]);

/** Checks sent before the page rendered, each taken once by the check's query. */
const earlyChecks = new Map<string, Promise<VerifyAnswer>>();
let earlyChecksSent: Promise<void> = Promise.resolve();

/**
 * Sends the link's check (with the trip) as soon as the device key is read, while the page's code
 * is still loading and running (issue 21 §6: it waited for the page's first render before). The
 * check's query takes its answer; after a reload it does so once the saved copy is restored, as
 * it would ask again then. `language` is the one the page opens in (its strings may still be
 * loading), for the answer's `msg`.
 */
export function sendEarlyCheck(link: { linkId: string; tripId: string }, language: Language): void {
  earlyChecksSent = getDeviceKey().then(
    (deviceKey) => {
      const input = { ...link, deviceKey };
      const answer = verifyDevice(input, {
        visitor: rememberedVisitorId(),
        includeTrip: true,
        headers: { 'Accept-Language': language },
      });
      // Its failure is the query's, when the query takes it.
      answer.catch(() => undefined);
      earlyChecks.set(checkKey(input), answer);
    },
    // The page reads the key again, and says so when it cannot.
    () => undefined,
  );
}

/** The early check of exactly this link, trip and key, once; else a new one. */
async function sentOrNewCheck(input: VerifyDeviceInput, signal: AbortSignal) {
  await earlyChecksSent;
  const key = checkKey(input);
  const early = earlyChecks.get(key);
  earlyChecks.delete(key);
  return (
    early ?? verifyDevice(input, { visitor: rememberedVisitorId(), includeTrip: true }, signal)
  );
}

/**
 * The check asks for the trip in the same answer (issue 21 §6): a first visit shows the trip after
 * one request rather than the check and then the trip. The trip goes where the trip view reads it
 * (./link-trip.ts); a server that sends none leaves the trip view to ask for it.
 */
async function checkAndTakeTrip(
  input: VerifyDeviceInput,
  { client, signal }: Pick<QueryFunctionContext, 'client' | 'signal'>,
): Promise<VerifiedLink> {
  const { isActive, trip } = await sentOrNewCheck(input, signal);
  if (trip) client.setQueryData(driverPageKeys.trip(input.linkId, input.tripId), trip);
  return { isActive };
}

/**
 * The visitor id is a second signal only (the key is the credential): the check never waits for
 * FingerprintJS. Where this browser had none to send, it is worked out once the page has settled
 * (the worker's precache serves the library; not while the driver first reads the trip, as it
 * takes most of a second of a slow phone) and the link checked again with it, which the server
 * records as the binding's.
 */
function useVisitorIdReport(input: VerifyDeviceInput | null, verified: boolean) {
  useEffect(() => {
    if (!input || !verified || rememberedVisitorId()) return;
    return whenPageSettled(() => {
      void visitorId()
        .then((id) => verifyDevice(input, { visitor: id }))
        .catch(() => undefined);
    });
  }, [input, verified]);
}

export function useVerifyDevice(input: VerifyDeviceInput | null) {
  const verify = useQuery({
    queryKey: driverPageKeys.verify(input?.linkId ?? '', input?.deviceKey ?? ''),
    queryFn: input ? (context) => checkAndTakeTrip(input, context) : skipToken,
    staleTime: Infinity,
  });
  useVisitorIdReport(input, verify.isSuccess);
  return verify;
}
