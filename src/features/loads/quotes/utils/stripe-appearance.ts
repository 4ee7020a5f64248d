import type { Appearance } from '@stripe/stripe-js';

/**
 * The Payment Element lives in Stripe's iframe and cannot read our CSS, so it gets the design
 * tokens' resolved values (custom properties compute with their var() references substituted).
 */
export function stripeAppearance(): Appearance {
  const styles = getComputedStyle(document.documentElement);
  const token = (name: string) => styles.getPropertyValue(name).trim() || undefined;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-primary'),
      colorDanger: token('--color-danger'),
      colorText: token('--text-default'),
      borderRadius: token('--radius-md'),
    },
  };
}
