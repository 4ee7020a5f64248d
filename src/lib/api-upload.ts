import type { Envelope } from '../contract/envelope';
import {
  ApiError,
  endSessionOnUnauthorized,
  hasIdempotencyKey,
  parseRetryAfter,
  retryWhileStillProcessing,
} from './api-client';
import { languageHeaders } from './current-language';
import { onlineStatus } from './online-status';
import { readToken } from './session-storage';

export type UploadProgress = { loaded: number; total: number };

type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** False for driver-link uploads: the device key is their credential, never a stored session. */
  withToken?: boolean;
};

/**
 * POSTs multipart form data with the session's token. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which a slow yard connection needs to show.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<Envelope<T>> {
  // A keyed upload waits out its own first attempt instead of failing (see apiRequest).
  return hasIdempotencyKey(options.headers)
    ? retryWhileStillProcessing(() => sendUpload<T>(path, form, options))
    : sendUpload<T>(path, form, options);
}

function sendUpload<T>(path: string, form: FormData, options: UploadOptions): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(languageHeaders())) {
      request.setRequestHeader(name, value);
    }
    const token = options.withToken === false ? null : readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onerror = () => {
      onlineStatus.reportNetworkFailure();
      reject(new ApiError(0, undefined));
    };
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      onlineStatus.reportReachable();
      let payload: Envelope<T> | undefined;
      try {
        payload = JSON.parse(request.responseText) as Envelope<T>;
      } catch {
        payload = undefined;
      }
      if (request.status === 401 && token) endSessionOnUnauthorized();
      if (request.status < 200 || request.status >= 300 || !payload || payload.success === false) {
        reject(
          new ApiError(
            request.status,
            payload?.msg,
            parseRetryAfter(request.getResponseHeader('Retry-After')),
          ),
        );
        return;
      }
      resolve(payload);
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
