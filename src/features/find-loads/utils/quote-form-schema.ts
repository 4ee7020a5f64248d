import { z } from 'zod';
import { offerSchema } from '../../../contract/quotes';

// The contract's offer rule decides; these name its failures for the translated message.
const OFFER_ISSUE_KEYS: Record<string, string> = {
  invalid_type: 'amountInvalid',
  too_small: 'amountPositive',
  too_big: 'amountTooLarge',
  custom: 'amountDecimals',
};

/** Offer/Update Quote form; error messages are keys under `quote.errors`. */
export const quoteFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: 'amountRequired' });
        return z.NEVER;
      }
      const parsed = offerSchema.safeParse(Number(text));
      if (parsed.success) return parsed.data;
      const code = parsed.error.issues[0]?.code ?? 'invalid_type';
      ctx.addIssue({ code: 'custom', message: OFFER_ISSUE_KEYS[code] ?? 'amountInvalid' });
      return z.NEVER;
    }),
  /** '' is 'No specific truck'. */
  truckId: z.string().transform((id) => (id === '' ? null : id)),
});
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;
