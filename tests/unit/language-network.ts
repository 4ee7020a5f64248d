import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { mockApi, type Reply } from './mock-api';

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
 * fetch at the network boundary for screens that switch language: the API's replies (see
 * ./mock-api), and the locale files from disk, as the built app fetches them.
 */
export function languageNetwork(replies: Record<string, Reply[]>) {
  const calls = mockApi(replies);
  serveLocaleFilesToo();
  return calls;
}
