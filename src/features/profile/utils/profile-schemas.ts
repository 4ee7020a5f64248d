import { z } from 'zod';
import { profileUpdateFields } from '../../../contract/user';

const fields = profileUpdateFields.shape;

/** Blank (after trimming) fails as 'too_small', i.e. missing; anything else meets the contract's rule. */
function required<Out>(rule: z.ZodType<Out, string>) {
  return z.string().trim().min(1).pipe(rule);
}

/** Profile Settings: first name and email required, last name optional (docs/product.md §2, §5). */
export const profileSettingsSchema = z.object({
  userName: required(fields.userName.unwrap()),
  lastName: fields.lastName.unwrap(),
  email: required(fields.email.unwrap()),
});
export type ProfileSettingsInput = z.input<typeof profileSettingsSchema>;
export type ProfileSettingsValues = z.output<typeof profileSettingsSchema>;

/** Complete Your Profile also requires company name and address, and the role (docs/architecture.md §5). */
export const completeProfileSchema = profileSettingsSchema.extend({
  companyName: required(fields.companyName.unwrap()),
  companyAddress: required(fields.companyAddress.unwrap()),
  userType: fields.userType.unwrap(),
});
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfileValues = z.output<typeof completeProfileSchema>;
export type ProfileField = keyof CompleteProfileInput;

/** A provider's invoice details: all optional, each number in the contract's shape. */
export const invoiceDetailsSchema = z.object({
  legalName: fields.legalName.unwrap(),
  vatNumber: fields.vatNumber.unwrap(),
  crNumber: fields.crNumber.unwrap(),
  companyAddress: fields.companyAddress.unwrap(),
});
export type InvoiceDetailsInput = z.input<typeof invoiceDetailsSchema>;
