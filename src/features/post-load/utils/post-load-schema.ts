import { z } from 'zod';
import { loadTypeSchema, weightUnitSchema } from '../../../contract/loads';
import type { PostLoadFormValues } from './post-load-form-values';
import { todayInputValue } from './schedule';
import { parseWeight } from './weight-input';

/** Issue messages are keys of the post-load namespace, so the form shows SPEC §5's words translated. */
export type PostLoadErrorKey =
  | 'errors.sourceCountryRequired'
  | 'errors.sourceCityRequired'
  | 'errors.destCountryRequired'
  | 'errors.destCityRequired'
  | 'errors.materialRequired'
  | 'errors.weightPositive'
  | 'errors.weightTooLarge'
  | 'errors.scheduleRequired'
  | 'errors.schedulePast'
  | 'errors.currencyRequired'
  | 'errors.truckTypeRequired';

/** The contract's ceiling for a weight value, in either unit. */
const MAX_WEIGHT = 1_000_000;

const required = (message: PostLoadErrorKey) => z.string().trim().min(1, message);

/** SPEC §5 Post load rules, checked before anything is sent. */
export function postLoadSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      sourceCountry: required('errors.sourceCountryRequired'),
      sourceCity: required('errors.sourceCityRequired'),
      destCountry: required('errors.destCountryRequired'),
      destCity: required('errors.destCityRequired'),
      loadType: loadTypeSchema,
      material: required('errors.materialRequired'),
      hsnCode: z.string(),
      weight: z
        .string()
        .refine((text) => parseWeight(text) !== null, 'errors.weightPositive')
        .refine((text) => (parseWeight(text) ?? 0) <= MAX_WEIGHT, 'errors.weightTooLarge'),
      weightUnit: weightUnitSchema,
      scheduledDate: z.string(),
      scheduledTime: z.string(),
      currency: required('errors.currencyRequired'),
      truckType: z.string(),
      truckOption: z.string(),
      images: z.array(z.instanceof(File)),
    })
    .superRefine((values, ctx) => {
      if (!values.scheduledDate || !values.scheduledTime) {
        // One message for the pair, on the first empty input so focus lands there.
        const path = values.scheduledDate ? 'scheduledTime' : 'scheduledDate';
        ctx.addIssue({ code: 'custom', path: [path], message: 'errors.scheduleRequired' });
      } else if (values.scheduledDate < todayInputValue(now())) {
        ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: 'errors.schedulePast' });
      }
      if (values.loadType !== 'LTL' && !values.truckType) {
        ctx.addIssue({ code: 'custom', path: ['truckType'], message: 'errors.truckTypeRequired' });
      }
    }) satisfies z.ZodType<PostLoadFormValues, PostLoadFormValues>;
}
