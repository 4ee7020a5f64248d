import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  createDriverRequest,
  type CreateDriverRequest,
  type Driver,
} from '../../../contract/drivers';
import { countryByDialCode, DEFAULT_DIAL_CODE, phoneLengthFor } from '../../../contract/reference';

/** What Add New Driver and Edit Driver hold while the provider types. */
export type DriverFormInput = {
  name: string;
  /** A dial code of the reference countries; it also names the driver's country. */
  countryCode: string;
  /** National digits, without the dial code. */
  phone: string;
  licenseNo: string;
};

const EMPTY_DRIVER_FORM: DriverFormInput = {
  name: '',
  countryCode: DEFAULT_DIAL_CODE,
  phone: '',
  licenseNo: '',
};

/** Add New Driver starts from nothing (in Saudi Arabia); Edit Driver from the driver as they are. */
export function driverFormValues(driver: Driver | undefined): DriverFormInput {
  if (!driver) return EMPTY_DRIVER_FORM;
  const { name, countryCode, phone, licenseNo } = driver;
  return { name, countryCode, phone, licenseNo };
}

/**
 * docs/product.md §5 Add Driver with this form's own words, then the contract itself: the country follows
 * the chosen dial code, and the phone must have exactly that country's number of digits.
 */
export function driverFormSchema(t: TFunction<'drivers'>) {
  const required = (key: string) => z.string().trim().min(1, t(key));
  return z
    .object({
      name: required('add.errors.nameRequired'),
      countryCode: z.string(),
      phone: z.string(),
      licenseNo: required('add.errors.licenseRequired'),
    })
    .superRefine(({ countryCode, phone }, ctx) => {
      const length = phoneLengthFor(countryCode);
      if (!/^\d+$/.test(phone) || phone.length !== length) {
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: t('add.errors.phoneLength', { length }),
        });
      }
    })
    .transform((values): CreateDriverRequest => ({
      ...values,
      country: countryByDialCode(values.countryCode)?.name ?? '',
    }))
    .pipe(createDriverRequest);
}
