/** The provider stopped the upload: nothing failed, so nothing is reported. */
export const isAbortError = (cause: unknown) =>
  cause instanceof DOMException && cause.name === 'AbortError';
