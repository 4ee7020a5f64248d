import { z } from 'zod';
import { envelope } from './envelope';
import { filterFields, pageFields, paginationSchema, queryNumber, sortFields } from './list-page';
import { fleetStatusSchema } from './trucks';
import { storedFileSchema } from './files';
import { countryByDialCode, phoneLengthFor } from './reference';

export const driverSchema = z.object({
  _id: z.string(),
  /** Shown to people as DRV-<number>. */
  id: z.string(),
  name: z.string(),
  /** National digits; the dial code is `countryCode`. */
  phone: z.string(),
  countryCode: z.string(),
  country: z.string(),
  licenseNo: z.string(),
  /** 'inactive' is a retired driver: kept on past trips, assigned to nothing new. */
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  updatedAt: z.string(),
  docs: z.object({ urls: z.array(storedFileSchema) }),
});
export type Driver = z.infer<typeof driverSchema>;

export const driversResponse = envelope(z.array(driverSchema)).extend({
  pagination: paginationSchema,
});

/** The Drivers list's column ids (docs/product.md §2), for its order and its filters. */
export const DRIVER_LIST_COLUMNS = [
  'id',
  'name',
  'phone',
  'licenseNo',
  'country',
  'added',
] as const;
/** GET /api/drivers: a page of the group's drivers, ordered and filtered as the list asks. */
export const driversQuery = z.object({
  status: fleetStatusSchema.optional(),
  ...pageFields(queryNumber),
  ...sortFields(DRIVER_LIST_COLUMNS),
  ...filterFields(['id', 'name', 'phone', 'licenseNo', 'country']),
});
export type DriversQuery = z.input<typeof driversQuery>;
export const driverResponse = envelope(driverSchema);
export const driverIdParams = z.object({ id: z.string().uuid('Driver not found') });

/** docs/product.md §5 Add Driver: name and license required; phone digits of the country's exact length. */
export const createDriverRequest = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required.').max(80, 'Use at most 80 characters.'),
    phone: z.string().regex(/^\d+$/, 'Phone number must contain digits only.'),
    licenseNo: z
      .string()
      .trim()
      .min(1, 'License number is required.')
      .max(40, 'Use at most 40 characters.'),
    countryCode: z.string().refine((code) => countryByDialCode(code) !== undefined, {
      message: 'Choose a country code.',
    }),
    country: z.string().min(1).max(60),
  })
  .superRefine((driver, context) => {
    const country = countryByDialCode(driver.countryCode);
    if (country && country.name !== driver.country) {
      context.addIssue({
        code: 'custom',
        path: ['country'],
        message: `The country for ${driver.countryCode} is ${country.name}.`,
      });
    }
    const length = phoneLengthFor(driver.countryCode);
    if (driver.phone.length !== length) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: `Phone number must be ${length} digits`,
      });
    }
  });
export type CreateDriverRequest = z.input<typeof createDriverRequest>;
/** PUT /api/drivers/{id}: the whole driver again, under the same rules as adding them. */
export const updateDriverRequest = createDriverRequest;
