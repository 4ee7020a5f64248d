import type { WorkboxPlugin } from 'workbox-core';

/** Keeps a stored file only when it is an image: documents are fetched fresh every time. */
export const storedImagePlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    request.destination === 'image' ||
    (response.headers.get('content-type') ?? '').startsWith('image/')
      ? response
      : null,
};
