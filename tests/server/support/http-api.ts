type Json = Record<string, unknown>;

export type Reply<TData = Json> = {
  status: number;
  headers: Headers;
  body: { success: boolean; msg?: string; data?: TData };
};

export type RequestSpec = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  token?: string;
  body?: unknown;
  /** Multipart uploads: built afresh for each attempt, as a client rebuilds a retried upload. */
  form?: () => FormData;
  headers?: Record<string, string>;
};

/**
 * A request that got no answer. `inFlight`: the connection was cut while the server had it (the
 * write may or may not have happened); otherwise the server was not listening (it did not).
 */
export class NoAnswer extends Error {
  constructor(
    readonly inFlight: boolean,
    cause: unknown,
  ) {
    super(inFlight ? 'the connection was cut before an answer' : 'the server was not listening', {
      cause,
    });
  }
}

function refused(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (code === 'ECONNREFUSED') return true;
  // Connecting tries every address of the host; each refusal is in the AggregateError.
  if (Array.isArray(errors) && errors.some(refused)) return true;
  return refused(cause);
}

/** Real HTTP to a server process; `baseUrl` follows the process across restarts. */
export function createHttpApi() {
  const api = {
    baseUrl: '',
    async send<TData = Json>(spec: RequestSpec): Promise<Reply<TData>> {
      const headers: Record<string, string> = { ...spec.headers };
      if (spec.token) headers.authorization = `Bearer ${spec.token}`;
      let body: BodyInit | undefined;
      if (spec.form) body = spec.form();
      else if (spec.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(spec.body);
      }
      let response: Response;
      try {
        response = await fetch(`${api.baseUrl}${spec.url}`, {
          method: spec.method,
          headers,
          body,
        });
      } catch (error) {
        throw new NoAnswer(!refused(error), error);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw new NoAnswer(true, error);
      }
      return {
        status: response.status,
        headers: response.headers,
        body: text ? (JSON.parse(text) as Reply<TData>['body']) : { success: false },
      };
    },

    /** A request that must succeed (test set-up): anything but a 200 stops the test. */
    async ok<TData = Json>(spec: RequestSpec): Promise<TData> {
      const reply = await api.send<TData>(spec);
      if (reply.status !== 200) {
        throw new Error(
          `${spec.method} ${spec.url}: ${reply.status} ${JSON.stringify(reply.body)}`,
        );
      }
      return reply.body.data as TData;
    },
  };
  return api;
}

export type HttpApi = ReturnType<typeof createHttpApi>;
