import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { STRIPE_LOAD_TIMEOUT_MS } from './timing';

/** Stripe.js did not arrive: it timed out, or the script failed with `cause`'s message. */
export class StripeLoadError extends Error {
  override name = 'StripeLoadError';
  constructor(readonly reason: { timedOutAfterMs: number } | { message: string }) {
    super('timedOutAfterMs' in reason ? 'Stripe.js load timed out' : reason.message);
  }
}

/**
 * Loads Stripe.js from js.stripe.com (the pure entry adds the script only when called, so the
 * test provider never fetches it). Resolves null when Stripe.js loaded but could not start.
 */
export async function loadStripeWithTimeout(
  publishableKey: string,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StripeLoadError({ timedOutAfterMs: timeoutMs })),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([loadStripe(publishableKey), timeout]);
  } catch (error) {
    if (error instanceof StripeLoadError) throw error;
    throw new StripeLoadError({ message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
  }
}
