/** The day format filters compare on and send (docs/product.md §9). */
export const FILTER_DATE_FORMAT = 'yyyy-MM-dd';

/** How dates appear in tables (docs/product.md §9). */
export const DISPLAY_DATE_FORMAT = 'MMM dd, yyyy';
