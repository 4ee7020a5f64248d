import { z } from 'zod';
import { waitingTermsSchema, type WaitingTerms } from '../../../contract/stop-waits';
import { CURRENCIES } from '../../../contract/money';

/** What the inputs hold: text, a rate left empty for a currency the provider does not quote in. */
export type WaitingTermsInput = {
  freeWaitingMinutes: string;
  waitingRates: Record<string, string>;
};

const numberText = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The inputs, read into the contract's own shape and checked by its rules (waitingTermsSchema). */
export const waitingTermsFormSchema = z
  .object({
    freeWaitingMinutes: z.string().transform(numberText),
    waitingRates: z
      .record(z.string(), z.string())
      .transform((rates): Partial<Record<string, number>> =>
        Object.fromEntries(
          Object.entries(rates)
            .filter(([, rate]) => rate.trim() !== '')
            .map(([currency, rate]) => [currency, numberText(rate)]),
        ),
      ),
  })
  .pipe(waitingTermsSchema);

/** The saved terms as the inputs show them: every currency, empty where no rate is set. */
export function waitingTermsInput(terms: WaitingTerms): WaitingTermsInput {
  const rates: Record<string, number | undefined> = terms.waitingRates;
  return {
    freeWaitingMinutes: String(terms.freeWaitingMinutes),
    waitingRates: Object.fromEntries(
      CURRENCIES.map((currency) => [currency, rates[currency]?.toString() ?? '']),
    ),
  };
}
