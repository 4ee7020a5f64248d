import { z } from 'zod';
import type { Stop } from '../../../../contract/loads';
import type { LngLat } from '../../../../lib/gazetteer';
import type { UpdateLocationRequest } from '../../api/update-load-location';
import type { StopKind } from '../stop-edit-rules';

/** Shorter than this is a number cut off, not a landline (Gulf numbers have 7 to 9 digits). */
const MIN_PHONE_DIGITS = 7;

/** SPEC §5: every field optional; the number is digits only, its prefix fixed. */
export function locationFormSchema(phoneLength: number) {
  return z.object({
    address: z.string().trim().max(300, 'tooLong'),
    contactPerson: z.string().trim().max(120, 'tooLong'),
    contactNumber: z
      .string()
      .regex(/^\d*$/)
      .max(phoneLength, 'tooLong')
      .refine((digits) => digits.length === 0 || digits.length >= MIN_PHONE_DIGITS, 'phoneShort'),
    noExactLocation: z.boolean(),
  });
}
export type LocationFormValues = z.infer<ReturnType<typeof locationFormSchema>>;

/** The national part of a stored number: '+966501234567' → '501234567'. */
export function nationalDigits(contactNumber: string | null, dialCode: string): string {
  if (!contactNumber) return '';
  const digits = contactNumber.replace(/\D/g, '');
  const dialDigits = dialCode.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(contactNumber);
  const withoutZeros = contactNumber.trim().startsWith('00') ? digits.slice(2) : digits;
  return international && withoutZeros.startsWith(dialDigits)
    ? withoutZeros.slice(dialDigits.length)
    : digits;
}

/**
 * What the number field keeps of typing or pasting: digits, at most the country's length. A
 * pasted '+966 50 123 4567' loses its prefix when the rest is exactly a national number.
 */
export function normalizeContactInput(raw: string, dialCode: string, maxLength: number): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= maxLength) return digits;
  const dialDigits = dialCode.replace(/\D/g, '');
  for (const prefix of [`00${dialDigits}`, dialDigits, '0']) {
    if (digits.startsWith(prefix) && digits.length - prefix.length === maxLength) {
      return digits.slice(prefix.length);
    }
  }
  return digits.slice(0, maxLength);
}

export function locationFormDefaults(
  stop: Stop,
  { dialCode, phoneLength }: { dialCode: string; phoneLength: number },
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

/** About 10 cm: more digits only add noise to the stored point. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

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
    contactNumber: values.contactNumber ? `${dialCode}${values.contactNumber}` : null,
  };
  if (values.noExactLocation) return request;
  return { ...request, coordinates: [round6(marker[0]), round6(marker[1])] };
}
