/** docs/product.md §9: a dialog opens this long after the previous one closes. */
export const DIALOG_SWITCH_MS = 300;

/** docs/product.md §9: how long Stripe.js may take to load before the dialog says so. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;
