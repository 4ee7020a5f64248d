import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { driverLinkDetailsResponse } from '../../../contract/driver-links';
import { apiRequest } from '../../../lib/api-client';
import { answerData, fields, isNumber, isString, listOf, orAbsent, orNull } from './answer-checks';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';

export type LinkDetails = NonNullable<z.infer<typeof driverLinkDetailsResponse>['data']>;
export type DriverCharge = LinkDetails['charges'][number];

/** The details as the charges card reads them: the link's charges, each with its photos. */
const isLinkDetails = fields({
  charges: listOf(
    fields({
      _id: isString,
      reason: isString,
      amount: isNumber,
      approvedAmount: isNumber,
      status: isString,
      createdAt: isString,
      images: listOf(fields({ url: isString })),
      // Set on the provider's waiting charge: the page names it in the driver's language.
      waitingStop: orAbsent(orNull((value) => value === 'pickup' || value === 'delivery')),
    }),
  ),
});

/**
 * GET /api/driver-links/details/{linkId} → the link and its charges. `null` when the server
 * answered without details (docs/product.md §8 'No link details found').
 */
export async function getLinkDetails(
  access: LinkAccess,
  signal?: AbortSignal,
): Promise<LinkDetails | null> {
  const payload = await apiRequest(
    `/api/driver-links/details/${encodeURIComponent(access.linkId)}`,
    { headers: linkHeaders(access), signal, withToken: false },
  );
  return answerData<LinkDetails>(payload, isLinkDetails) ?? null;
}

export function useLinkDetails(access: LinkAccess | null) {
  return useQuery({
    queryKey: driverPageKeys.details(access?.linkId ?? ''),
    queryFn: access ? ({ signal }) => getLinkDetails(access, signal) : skipToken,
    // A driver waiting on a charge's approval sees it arrive without reloading (paused while hidden).
    refetchInterval: 60_000,
  });
}
