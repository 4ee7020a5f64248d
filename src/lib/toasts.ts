import toast from 'react-hot-toast';

/** docs/product.md §9: the product's own toasts stay 3 s (the library's defaults apply to the rest). */
export const PRODUCT_TOAST_MS = 3000;

export const notifySuccess = (message: string) =>
  toast.success(message, { duration: PRODUCT_TOAST_MS });
export const notifyError = (message: string) =>
  toast.error(message, { duration: PRODUCT_TOAST_MS });
