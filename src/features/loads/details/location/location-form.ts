import { z } from 'zod';
import type { Stop } from '../../../../contract/loads';
import {
  contactNumberIssue,
  fullContactNumber,
  nationalDigits,
  normalizeContactInput,
  type StopPhoneRules,
} from '../../../../lib/contact-number';
import { roundPoint, type LngLat } from '../../../../lib/gazetteer';
import type { UpdateLocationRequest } from '../../api/update-load-location';
import type { StopKind } from '../stop-edit-rules';

/** docs/product.md §5: every field optional; the number is digits only, its prefix fixed. */
export function locationFormSchema(phoneLength: number) {
  return z.object({
    address: z.string().trim().max(300, 'tooLong'),
    contactPerson: z.string().trim().max(120, 'tooLong'),
    contactNumber: z.string().superRefine((digits, ctx) => {
      const issue = contactNumberIssue(digits, phoneLength);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
    noExactLocation: z.boolean(),
  });
}
export type LocationFormValues = z.infer<ReturnType<typeof locationFormSchema>>;

export function locationFormDefaults(
  stop: Stop,
  { dialCode, phoneLength }: StopPhoneRules,
): LocationFormValues {
  return {
    address: stop.address ?? '',
    contactPerson: stop.contactPerson ?? '',
    contactNumber: normalizeContactInput(
      nationalDigits(stop.contactNumber, dialCode),
      dialCode,
      phoneLength,
    ),
    // Details saved earlier without a point were saved with this box ticked.
    noExactLocation:
      stop.coordinates === null &&
      Boolean(stop.address || stop.contactPerson || stop.contactNumber),
  };
}

/** PUT /api/loads/{id}/location body: blanks clear a field; no exact location omits the point. */
export function toLocationRequest(
  kind: StopKind,
  values: LocationFormValues,
  marker: LngLat,
  dialCode: string,
): UpdateLocationRequest {
  const request: UpdateLocationRequest = {
    type: kind,
    address: values.address.trim() || null,
    contactPerson: values.contactPerson.trim() || null,
    contactNumber: fullContactNumber(dialCode, values.contactNumber),
  };
  if (values.noExactLocation) return request;
  return { ...request, coordinates: roundPoint(marker) };
}
