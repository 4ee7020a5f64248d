import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

export type Reply = { status?: number; body?: unknown } | 'offline';
export type Call = { method: string; url: string; body: unknown; headers: Headers };

/** The app's own locale files as a page fetches them: in tests their URLs are their source paths. */
export function localeFile(url: string): Response | null {
  return url.startsWith('/src/app/locales/') ? new Response(readFileSync(`.${url}`)) : null;
}

/** Adds the locale files to the network a test has stubbed (its own API replies stay). */
export function serveLocaleFilesToo(): void {
  const api = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    async (input: RequestInfo | URL, init?: RequestInit) =>
      localeFile(String(input)) ?? api(input, init),
  );
}

/**
 * fetch at the network boundary for screens that switch language: the locale files from disk,
 * and each 'METHOD /path' from its replies (the last one repeats), every API call recorded with
 * its headers. Any other call fails the test.
 */
export function languageNetwork(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body, headers: new Headers(init.headers) });
      const queue = replies[`${method} ${url}`];
      const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return Response.json(reply.body ?? { success: true }, { status: reply.status ?? 200 });
    }),
  );
  serveLocaleFilesToo();
  return calls;
}
