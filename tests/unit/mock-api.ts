/**
 * fetch stubbed at the network boundary for page tests: each 'METHOD /path' answers from a list
 * of replies (the last one repeats), and every call is recorded with its body and Idempotency-Key.
 */
import { vi } from 'vitest';

export type Reply = { status?: number; body?: unknown } | 'offline';
export type Call = {
  method: string;
  url: string;
  body: unknown;
  idempotencyKey: string | null;
  headers: Headers;
};

/** fetch answering 'METHOD /path' from a list of replies; any other call fails the test. */
export function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({
        method,
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
        headers: new Headers(init.headers),
      });
      const queue = replies[`${method} ${url}`];
      const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const callsTo = (calls: Call[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

/** A success envelope with its data (and the server's message). */
export const ok = (data: unknown, msg?: string): Reply => ({ body: { success: true, msg, data } });

/** A page of a server-paged list, as the server answers it: the rows and their pagination. */
export function pageReply(
  rows: unknown[],
  {
    page = 1,
    limit = 20,
    total = rows.length,
  }: { page?: number; limit?: number; total?: number } = {},
): Reply {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { body: { success: true, data: rows, pagination: { page, limit, total, totalPages } } };
}
