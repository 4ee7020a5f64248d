/** The day format filters compare on and send (docs/product.md §9). */
export const FILTER_DATE_FORMAT = 'yyyy-MM-dd';
