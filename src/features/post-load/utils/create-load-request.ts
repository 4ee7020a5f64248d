import type { CreateLoadRequest } from '../../../contract/loads';
import { fullContactNumber, stopPhoneRules } from '../../../lib/contact-number';
import type { PostLoadFormValues, StopPrefix } from './post-load-form-values';
import { scheduledDateIso } from './schedule';
import { parseWeight } from './weight-input';

/** A stop with what the shipper filled in of its details; the blanks are left out. */
function stopOf(values: PostLoadFormValues, prefix: StopPrefix): CreateLoadRequest['source'] {
  const country = values[`${prefix}Country`];
  const contactNumber = fullContactNumber(
    stopPhoneRules(country).dialCode,
    values[`${prefix}ContactNumber`],
  );
  return {
    country,
    city: values[`${prefix}City`],
    address: values[`${prefix}Address`].trim() || undefined,
    contactPerson: values[`${prefix}ContactPerson`].trim() || undefined,
    contactNumber: contactNumber ?? undefined,
    coordinates: values[`${prefix}Coordinates`] ?? undefined,
  };
}

/** The validated form as docs/product.md §7's POST /api/loads/create body; `images` are already uploaded. */
export function toCreateLoadRequest(
  values: PostLoadFormValues,
  images: { url: string }[] = [],
): CreateLoadRequest {
  const hasTruck = values.loadType !== 'LTL';
  const hsnCode = values.hsnCode.trim();
  return {
    source: stopOf(values, 'source'),
    destination: stopOf(values, 'dest'),
    loadType: values.loadType,
    currency: values.currency,
    material: values.material.trim(),
    hsnCode: hsnCode || null,
    weight: { value: parseWeight(values.weight) ?? 0, unit: values.weightUnit },
    scheduledDate: scheduledDateIso(values.scheduledDate, values.scheduledTime) ?? '',
    images,
    status: 'pending',
    truckType: hasTruck ? values.truckType : null,
    truckSubType: hasTruck ? values.truckOption || null : null,
  };
}
