import type { CreateLoadRequest } from '../../../contract/loads';
import type { PostLoadFormValues } from './post-load-form-values';
import { scheduledDateIso } from './schedule';
import { parseWeight } from './weight-input';

/** The validated form as SPEC §7's POST /api/loads/create body; `images` are already uploaded. */
export function toCreateLoadRequest(
  values: PostLoadFormValues,
  images: { url: string }[] = [],
): CreateLoadRequest {
  const hasTruck = values.loadType !== 'LTL';
  const hsnCode = values.hsnCode.trim();
  return {
    source: { country: values.sourceCountry, city: values.sourceCity },
    destination: { country: values.destCountry, city: values.destCity },
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
