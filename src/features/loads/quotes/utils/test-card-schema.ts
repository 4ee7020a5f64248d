import type { TFunction } from 'i18next';
import { z } from 'zod';
import { testConfirmRequest } from '../../../../contract/payments';
import { isFutureExpiry } from './card-input';

/**
 * The test provider reads only the card number; expiry and CVC are checked the way a card form
 * would, so the rehearsal feels like the real thing.
 */
export function testCardSchema(t: TFunction) {
  return z.object({
    cardNumber: z
      .string()
      .refine((value) => testConfirmRequest.shape.cardNumber.safeParse(value).success, {
        message: t('payments:testCard.cardNumberInvalid'),
      }),
    expiry: z.string().refine((value) => isFutureExpiry(value), {
      message: t('payments:testCard.expiryInvalid'),
    }),
    cvc: z.string().regex(/^\d{3,4}$/, t('payments:testCard.cvcInvalid')),
  });
}
export type TestCardValues = z.infer<ReturnType<typeof testCardSchema>>;
