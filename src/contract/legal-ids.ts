/**
 * A company's tax and registration numbers as Gulf invoices carry them (docs/product.md §5).
 * The shape is checked by the contract; the rule of the caller's own country (its dial code)
 * by `legalIdProblem`, which the server applies and the profile form can show.
 */

/** Spaces and dashes people type are dropped; Oman's prefix is upper-cased. */
export const normaliseLegalId = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Saudi Arabia (ZATCA): 15 digits beginning and ending with 3. The UAE's TRN and Bahrain's VAT
 * account number are 15 digits too; Oman's VATIN is OM and 10 digits. Kuwait and Qatar levy no
 * VAT yet: any of these shapes is taken, so a company registered elsewhere in the GCC can enter its own.
 */
export const VAT_NUMBER_SHAPE = /^(\d{15}|OM\d{10})$/;
export const SAUDI_VAT_NUMBER = /^3\d{13}3$/;
/** A commercial registration: digits (Saudi Arabia's are 10); other countries' vary in length. */
export const CR_NUMBER_SHAPE = /^\d{4,20}$/;
export const SAUDI_CR_NUMBER = /^\d{10}$/;

export const LEGAL_ID_MESSAGES = {
  vatShape: 'Enter the VAT number as 15 digits (Oman: OM and 10 digits).',
  saudiVat: 'A Saudi VAT number has 15 digits and begins and ends with 3.',
  omaniVat: 'An Omani VAT number is OM followed by 10 digits.',
  crShape: 'Enter the commercial registration number in digits.',
  saudiCr: 'A Saudi commercial registration number has 10 digits.',
} as const;

/** The refusal for a VAT or CR number under the rule of the country of `dialCode`, or null. */
export function legalIdProblem(
  field: 'vatNumber' | 'crNumber',
  value: string,
  dialCode: string,
): string | null {
  if (field === 'vatNumber') {
    if (!VAT_NUMBER_SHAPE.test(value)) return LEGAL_ID_MESSAGES.vatShape;
    if (dialCode === '+966' && !SAUDI_VAT_NUMBER.test(value)) return LEGAL_ID_MESSAGES.saudiVat;
    if (dialCode === '+968' && !value.startsWith('OM')) return LEGAL_ID_MESSAGES.omaniVat;
    return null;
  }
  if (!CR_NUMBER_SHAPE.test(value)) return LEGAL_ID_MESSAGES.crShape;
  if (dialCode === '+966' && !SAUDI_CR_NUMBER.test(value)) return LEGAL_ID_MESSAGES.saudiCr;
  return null;
}
