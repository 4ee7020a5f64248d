import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import type { ProfileField } from './profile-schemas';

/** zod issue codes meaning the field was left empty. */
const MISSING = new Set(['too_small', 'invalid_type', 'invalid_value']);

/** The message under a field, from the kind of zod issue the contract's rule raised. */
export function profileFieldError(
  field: ProfileField,
  error: FieldError | undefined,
  t: TFunction,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.type === 'too_big') return t('profile:errors.tooLong');
  if (error.type === 'invalid_format') return t('profile:errors.emailInvalid');
  return t(`profile:errors.required.${field}`);
}

/** docs/product.md §5: 'Please fill in all required fields' when any required field is empty. */
export function hasMissingRequired(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => MISSING.has(String(error?.type)));
}

export type ProfileUpdateFailure = { field?: 'email'; message: string };

/** docs/product.md §8 Profile: duplicate email, a refused update, or no answer at all. */
export function profileUpdateFailure(error: unknown, t: TFunction): ProfileUpdateFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return { message: t('profile:errors.generic') };
  }
  if (error.status === 409 || /duplicate|E11000|already in use/i.test(error.serverMessage ?? '')) {
    return { field: 'email', message: t('profile:errors.duplicateEmail') };
  }
  return { message: t('profile:errors.updateFailed') };
}
