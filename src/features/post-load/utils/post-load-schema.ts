import { z } from 'zod';
import { loadTypeSchema, weightUnitSchema } from '../../../contract/loads';
import { coordinatesSchema } from '../../../contract/reference';
import { contactNumberIssue, stopPhoneRules } from '../../../lib/contact-number';
import type { PostLoadFormValues, StopPrefix } from './post-load-form-values';
import { todayInputValue } from './schedule';
import { parseWeight } from './weight-input';

/** Issue messages are keys of the post-load namespace, so the form shows docs/product.md §5's words translated. */
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
  | 'errors.truckTypeRequired'
  | 'errors.addressTooLong'
  | 'errors.contactPersonTooLong'
  | 'errors.contactNumberDigits'
  | 'errors.contactNumberLong'
  | 'errors.contactNumberShort';

const contactNumberMessages = {
  notDigits: 'errors.contactNumberDigits',
  tooLong: 'errors.contactNumberLong',
  phoneShort: 'errors.contactNumberShort',
} as const satisfies Record<string, PostLoadErrorKey>;

/** The contract's ceiling for a weight value, in either unit. */
const MAX_WEIGHT = 1_000_000;

const required = (message: PostLoadErrorKey) => z.string().trim().min(1, message);

// The contract's limits (stopDetailsFields), checked here so the server never refuses them.
const address = z.string().trim().max(300, 'errors.addressTooLong');
const contactPerson = z.string().trim().max(120, 'errors.contactPersonTooLong');
const point = coordinatesSchema.nullable();
const STOPS: readonly StopPrefix[] = ['source', 'dest'];

/** docs/product.md §5 Post load rules, checked before anything is sent. */
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
      sourceAddress: address,
      sourceContactPerson: contactPerson,
      sourceContactNumber: z.string(),
      sourceCoordinates: point,
      destAddress: address,
      destContactPerson: contactPerson,
      destContactNumber: z.string(),
      destCoordinates: point,
    })
    .superRefine((values, ctx) => {
      // The number's length is the stop's country's, so it is checked with the country in hand.
      for (const prefix of STOPS) {
        const { phoneLength } = stopPhoneRules(values[`${prefix}Country`]);
        const issue = contactNumberIssue(values[`${prefix}ContactNumber`], phoneLength);
        if (issue) {
          const path = [`${prefix}ContactNumber`];
          ctx.addIssue({ code: 'custom', path, message: contactNumberMessages[issue] });
        }
      }
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
