import { z } from 'zod';
import { countries } from './countries';
import { envelope } from './envelope';
import { truckTypes } from './reference/truck-types';

/** [lng, lat], the order GeoJSON and the API use everywhere. */
export const coordinatesSchema = z.tuple([
  z.number().min(-180).max(180),
  z.number().min(-90).max(90),
]);

export const citySchema = z.object({ name: z.string(), coordinates: coordinatesSchema });
export type City = z.infer<typeof citySchema>;

export const countrySchema = z.object({
  name: z.string(),
  isoCode: z.string().length(2),
  code: z.string(),
  currency: z.string().length(3),
  currencyDecimals: z.number().int(),
  phoneNumberLength: z.number().int(),
  cities: z.array(citySchema),
});
export type Country = z.infer<typeof countrySchema>;

export const truckTypeSchema = z.object({
  name: z.string(),
  weight: z.number(),
  options: z.array(z.string()),
});
export type TruckType = z.infer<typeof truckTypeSchema>;

export const referenceResponse = envelope(
  z.object({ countries: z.array(countrySchema), truckTypes: z.array(truckTypeSchema) }),
);

export { countries, truckTypes };

export const DEFAULT_DIAL_CODE = '+966';
export const DEFAULT_PHONE_LENGTH = 9;

export function countryByDialCode(code: string): Country | undefined {
  return countries.find((country) => country.code === code);
}

/** docs/product.md §5: the selected country's length, 9 when the country is unknown. */
export function phoneLengthFor(code: string): number {
  return countryByDialCode(code)?.phoneNumberLength ?? DEFAULT_PHONE_LENGTH;
}
