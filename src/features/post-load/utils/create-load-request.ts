import type { CreateLoadRequest } from '../../../contract/loads';
import type { PostLoadFormValues } from './post-load-form-values';
import { scheduledDateIso } from './schedule';
import { parseWeight } from './weight-input';

/** The validated form as SPEC §7's POST /api/loads/create body. */
export function toCreateLoadRequest(values: PostLoadFormValues): CreateLoadRequest {
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
    // Picked images are not uploaded yet: there is no upload endpoint for load images.
    images: [],
    status: 'pending',
    truckType: hasTruck ? values.truckType : null,
    truckSubType: hasTruck ? values.truckOption || null : null,
  };
}
