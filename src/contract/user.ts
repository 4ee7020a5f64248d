import { z } from 'zod';
import { envelope, errorEnvelope } from './envelope';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import {
  CR_NUMBER_SHAPE,
  LEGAL_ID_MESSAGES,
  VAT_NUMBER_SHAPE,
  normaliseLegalId,
} from './legal-ids';

export const userTypeSchema = z.enum(['user', 'provider']);
export type UserType = z.infer<typeof userTypeSchema>;

export const dialCodeSchema = z.string().regex(/^\+\d{1,4}$/, 'Invalid country code');
const digits = (max: number) => z.string().regex(/^\d+$/, 'Digits only').max(max);

export const languageSchema = z.enum(SUPPORTED_LANGUAGES, {
  error: `Language must be one of: ${SUPPORTED_LANGUAGES.join(', ')}.`,
});

export const sendOtpRequest = z.strictObject({
  phone: digits(15),
  countryCode: dialCodeSchema,
  /** A visitor's choice: the code's SMS is in it when the number has no account yet. */
  language: languageSchema.optional(),
});
export const sendOtpResponse = envelope(
  z.object({ otpId: z.string(), resendAfterSeconds: z.number() }),
);

export const verifyOtpRequest = z.strictObject({
  phoneNumber: digits(15),
  otp: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
  otpId: z.string().uuid(),
});
export const verifyOtpData = z.object({
  token: z.string(),
  _id: z.string(),
  userType: userTypeSchema.nullable(),
  sessionId: z.string(),
  /** The account's language: a new account takes send-otp's, an existing one keeps its own. */
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export const verifyOtpResponse = envelope(verifyOtpData);
export type VerifyOtpData = z.infer<typeof verifyOtpData>;

/**
 * A refused send or verify (429). While the phone is locked after too many wrong codes it also
 * says until when (ISO time), so the screen can count down to it instead of reading the text.
 */
export const otpRefusedEnvelope = errorEnvelope.extend({
  lockedUntil: z.string().datetime({ offset: true }).optional(),
});

/** The User of docs/product.md §3 as session-verify and update-profile answer it. */
export const userSchema = z.object({
  _id: z.string(),
  userName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  countryCode: z.string(),
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  /** The company's name as registered: the seller or buyer on its tax invoices. */
  legalName: z.string().nullable().default(null),
  /** VAT registration number (src/contract/legal-ids.ts); null while not VAT registered. */
  vatNumber: z.string().nullable().default(null),
  /** Commercial registration number. */
  crNumber: z.string().nullable().default(null),
  userType: userTypeSchema.nullable(),
  sessionId: z.string(),
  groupId: z.string().nullable(),
  /** Messages, notifications and SMS reach the user in it; absent from a copy saved before it. */
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export type User = z.infer<typeof userSchema>;
export const userResponse = envelope(z.object({ user: userSchema }));

export const sessionVerifyRequest = z.strictObject({
  sessionId: z.string().uuid(),
  userId: z.string().uuid(),
});

const trimmed = (max: number) => z.string().trim().max(max);

/** A tax or registration number: spaces and dashes dropped; an empty string clears it. */
const legalId = (shape: RegExp, message: string) =>
  z
    .string()
    .max(40)
    .overwrite(normaliseLegalId)
    .refine((value) => value === '' || shape.test(value), message);

/**
 * Fields a user may change about themselves. Phone and country code are the profile form's
 * read-only fields (docs/product.md §2 Profile): sent back, they must be the caller's own.
 */
export const profileUpdateFields = z.strictObject({
  userName: trimmed(80).min(1, 'First name is required').optional(),
  lastName: trimmed(80).optional(),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254).optional(),
  companyName: trimmed(120).optional(),
  companyAddress: trimmed(240).optional(),
  /** Invoice details; the country's own rule for the numbers is checked by the server. */
  legalName: trimmed(160).optional(),
  vatNumber: legalId(VAT_NUMBER_SHAPE, LEGAL_ID_MESSAGES.vatShape).optional(),
  crNumber: legalId(CR_NUMBER_SHAPE, LEGAL_ID_MESSAGES.crShape).optional(),
  userType: userTypeSchema.optional(),
  phone: z.string().max(32).optional(),
  countryCode: z.string().max(8).optional(),
  language: languageSchema.optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;

export const updateProfileRequest = z.strictObject({
  userId: z.string().uuid(),
  userData: profileUpdateFields,
});

export const truckGroupResponse = envelope(z.object({ _id: z.string(), name: z.string() }));

export const logoutResponse = envelope(z.object({}));

// Defined without zod, for the app's entry; still part of this contract.
export { isProfileComplete } from './user-check';
