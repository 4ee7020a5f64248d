import type { ApiCall } from '../../tests/e2e/support/deal-api';

type Envelope<T> = { success: boolean; msg?: string; data?: T };

/** API calls over fetch to the server at `baseUrl`; a status other than 200 throws. */
export function fetchApiCall(baseUrl: string): ApiCall {
  return async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    body?: unknown,
  ): Promise<T> => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as Envelope<T>;
    if (response.status !== 200) {
      throw new Error(`${method} ${url}: ${response.status} ${payload.msg ?? ''}`.trim());
    }
    return payload.data as T;
  };
}
