import { useCallback, useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripeWithTimeout, StripeLoadError } from '../utils/load-stripe-with-timeout';

export type StripeJsState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** Stripe.js arrived but returned no instance. */
  | { status: 'initFailed' }
  | { status: 'loadFailed'; error: StripeLoadError };

/**
 * Stripe.js for this publishable key, with a retry. Kept out of the query cache on purpose: a
 * Stripe instance must never be persisted to IndexedDB with the other query results.
 */
export function useStripeJs(publishableKey: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StripeJsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadStripeWithTimeout(publishableKey).then(
      (stripe) => {
        if (current) setState(stripe ? { status: 'ready', stripe } : { status: 'initFailed' });
      },
      (error: unknown) => {
        if (!current) return;
        const loadError =
          error instanceof StripeLoadError
            ? error
            : new StripeLoadError({ message: error instanceof Error ? error.message : '' });
        setState({ status: 'loadFailed', error: loadError });
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
