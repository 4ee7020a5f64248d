import type { Envelope } from '../../../contract/envelope';
import { ApiError, parseRetryAfter } from '../../../lib/api-client';
import { languageHeaders } from '../../../lib/current-language';

/**
 * POSTs multipart form data from the outbox, failing the way apiRequest does (status 0 for the
 * network, the HTTP status otherwise, Retry-After read) so the replay judges it the same.
 * fetch rather than XMLHttpRequest: the replay runs in the background, so there is no progress
 * to show.
 */
export async function postLinkForm(
  path: string,
  form: FormData,
  headers: Record<string, string>,
): Promise<Envelope<unknown>> {
  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart one with its boundary.
    response = await fetch(path, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', ...languageHeaders(), ...headers },
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const payload = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  if (!response.ok || !payload || payload.success === false) {
    throw new ApiError(
      response.status,
      payload?.msg,
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return payload;
}
