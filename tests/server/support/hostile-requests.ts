import fc from 'fast-check';
import type { RouteAccess } from '../../../server/plugins/route-access';
import type { HostileWorld } from './hostile-world';
import type { TestApp } from './test-app';
import type { RouteCase, StringShape } from './hostile-routes';
import { unknownUuid } from './hostile-routes';
import {
  hostileString,
  HOSTILE_KEYS,
  mutationsOf,
  oversizedString,
  preview,
  toJsonText,
  unstorableText,
  unstorableWireText,
} from './hostile-values';
import { EXE_BYTES, type UploadFile } from './uploads';

/** One request the server must refuse: what was made invalid, and the request itself. */
export type HostileRequest = {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | FormData;
};

/** A page that a browser would render, sent under a picture's or a document's name. */
export const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

/** Percent-encodes the UTF-8 bytes, so lone surrogates and NULs travel as they would from curl. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Bodies no JSON parser takes, or that try to poison prototypes: refused before any handler. */
export const UNREADABLE_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-Infinity}',
  '{"a":undefined}',
  '{"a":1,}',
  '\u0000',
  '',
  '{"__proto__":{"isAdmin":true}}',
  '{"a":{"__proto__":{"isAdmin":true}}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(200_000)}`,
] as const;

/** Well-formed JSON that is never an object of fields: for routes whose body is one. */
const NOT_AN_OBJECT = [
  '[]',
  '[{"loadId":"x"}]',
  '"text"',
  '42',
  '1e308',
  'null',
  'true',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
] as const;

function invalidQueryValue(shape: StringShape): fc.Arbitrary<string> {
  const junk = fc.oneof(
    hostileString,
    fc.constantFrom('-1', '0', '1.5', 'NaN', 'Infinity', '-Infinity', '1e400', '0x', 'abc', ''),
  );
  switch (shape.kind) {
    case 'number':
      return junk.filter((value) => !shape.accepts(Number(value)));
    case 'enum':
      return junk.filter((value) => !shape.values.includes(value));
    case 'text':
      return fc.oneof(
        oversizedString(shape.max),
        unstorableWireText,
        junk.filter((value) => value.trim().length < shape.min),
      );
    case 'pattern':
      return junk.filter((value) => !shape.accepts(value));
  }
}

type Query = [name: string, value: string][];

const queryText = (query: Query) =>
  query.length
    ? `?${query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&')}`
    : '';

function queryMutations(route: RouteCase): fc.Arbitrary<{ what: string; query: string }>[] {
  const fields = Object.entries(route.query ?? {});
  const valid: Query = fields.flatMap(([name, field]) =>
    field.valid === undefined ? [] : [[name, field.valid] as [string, string]],
  );
  const replaced = (name: string, value: string): Query => [
    ...valid.filter(([other]) => other !== name),
    [name, value],
  ];
  const mutations: fc.Arbitrary<{ what: string; query: string }>[] = [];
  for (const [name, field] of fields) {
    mutations.push(
      invalidQueryValue(field.shape).map((value) => ({
        what: `?${name}=${preview(value)}`,
        query: queryText(replaced(name, value)),
      })),
      // Repeated, a parameter arrives as a list where one value is expected.
      fc.constantFrom(field.valid ?? 'a', '1', 'x').map((second) => ({
        what: `?${name} given twice`,
        query: queryText([...valid, [name, second]]),
      })),
      // Escapes that decode to nothing sensible.
      fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%C0%AF').map((raw) => ({
        what: `?${name}=${raw} (raw)`,
        query: `${queryText(valid.filter(([other]) => other !== name)) || '?'}&${name}=${raw}`,
      })),
    );
    if (!field.shape.optional) {
      mutations.push(
        fc.constant({
          what: `?${name} missing`,
          query: queryText(valid.filter(([other]) => other !== name)),
        }),
      );
    }
  }
  return mutations;
}

function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => percentEncode(params[name] ?? ''));
}

function paramMutations(
  route: RouteCase,
  template: string,
): fc.Arbitrary<{ what: string; url: string }>[] {
  const params = Object.fromEntries(
    Object.entries(route.params ?? {}).map(([name, param]) => [name, param.valid]),
  );
  return Object.entries(route.params ?? {}).map(([name, param]) => {
    const invalid = hostileString.filter((value) => value !== '' && !param.accepts(value));
    const candidates = param.accepts(unknownUuid())
      ? fc.oneof(
          invalid,
          fc.constant(null).map(() => unknownUuid()),
        )
      : invalid;
    return candidates.map((value) => ({
      what: `:${name} = ${preview(value)}`,
      url: pathOf(template, { ...params, [name]: value }),
    }));
  });
}

const jsonHeaders = { 'content-type': 'application/json' };

function form(
  fields: Record<string, string>,
  files: UploadFile[],
  labels?: string,
  fileField = 'files',
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    data.append(
      fileField,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  if (labels !== undefined) data.append('labels', labels);
  return data;
}

type PayloadMutation = {
  what: string;
  payload: string | FormData;
  headers?: Record<string, string>;
};

function multipartMutations(
  multipart: NonNullable<RouteCase['multipart']>,
): fc.Arbitrary<PayloadMutation>[] {
  const { fields, files } = multipart;
  const formOf = (sent: Record<string, string>, sentFiles: UploadFile[], labels?: string) =>
    form(sent, sentFiles, labels, multipart.fileField);
  const labelsOf = (count: number) =>
    multipart.labels
      ? JSON.stringify(Array.from({ length: count }, (_, index) => `File ${index + 1}`))
      : undefined;
  const validLabels = labelsOf(files.length);
  const mutations: fc.Arbitrary<PayloadMutation>[] = [
    // A program or a web page under the valid file's name and type.
    fc
      .tuple(
        fc.constantFrom(EXE_BYTES, HTML_BYTES),
        fc.oneof(
          fc.constant(files[0]?.name ?? 'a.png'),
          hostileString.map((name) => `${name}.png`),
        ),
      )
      .map(([bytes, name]) => ({
        what: `${bytes === EXE_BYTES ? 'a program' : 'an HTML page'} named ${preview(name)}`,
        payload: formOf(fields, [{ name, bytes, type: files[0]?.type }], validLabels),
      })),
    // A JSON body where multipart is expected.
    fc.constantFrom('{}', '[]', '{"files":["x"]}').map((body) => ({
      what: `JSON ${body} instead of multipart`,
      payload: body,
      headers: jsonHeaders,
    })),
    // More files or fields than a request may carry (@fastify/multipart limits).
    fc.constantFrom(11, 25).map((count) => ({
      what: `${count} files`,
      payload: formOf(
        fields,
        Array.from({ length: count }, () => files[0] as UploadFile),
        labelsOf(count),
      ),
    })),
    fc.constantFrom(21, 60).map((count) => ({
      what: `${count} extra fields`,
      payload: formOf(
        {
          ...fields,
          ...Object.fromEntries(
            Array.from({ length: count }, (_, index) => [`extra${index}`, 'x']),
          ),
        },
        files,
        validLabels,
      ),
    })),
  ];
  if (multipart.labels) {
    mutations.push(
      fc
        .oneof(
          fc.constantFrom(
            'not json',
            '{}',
            '"Registration"',
            'null',
            '[]',
            '["a","b"]',
            '[1]',
            '[""]',
            '["   "]',
            '[{"a":1}]',
            '[null]',
          ),
          oversizedString(120).map((label) => JSON.stringify([label])),
          unstorableText.map((label) => JSON.stringify([label])),
          hostileString.filter((text) => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          }),
        )
        .map((labels) => ({
          what: `labels = ${preview(labels)}`,
          payload: formOf(fields, files, labels),
        })),
      fc.constant({ what: 'labels missing', payload: formOf(fields, files) }),
    );
  }
  for (const [name, shape] of Object.entries(multipart.fieldShapes ?? {})) {
    mutations.push(
      invalidQueryValue(shape).map((value) => ({
        what: `field ${name} = ${preview(value)}`,
        payload: formOf({ ...fields, [name]: value }, files, validLabels),
      })),
    );
    if (!shape.optional) {
      const rest = Object.fromEntries(Object.entries(fields).filter(([other]) => other !== name));
      mutations.push(
        fc.constant({ what: `field ${name} missing`, payload: formOf(rest, files, validLabels) }),
      );
    }
  }
  if (multipart.strictFields) {
    mutations.push(
      fc
        .oneof(
          fc.constantFrom(...HOSTILE_KEYS.filter((key) => key !== '')),
          hostileString.filter((key) => key !== ''),
        )
        .filter((key) => !(key in fields) && key !== 'files')
        .map((key) => ({
          what: `unknown field ${preview(key)}`,
          payload: formOf({ ...fields, [key]: 'x' }, files),
        })),
    );
  }
  return mutations;
}

function bodyMutations(route: RouteCase): fc.Arbitrary<PayloadMutation>[] {
  const mutations: fc.Arbitrary<PayloadMutation>[] = [];
  if (route.body) {
    const { valid, shape } = route.body;
    mutations.push(
      ...mutationsOf(shape).map((mutation) =>
        mutation.map(({ what, apply }) => ({
          what,
          payload: toJsonText(apply(valid)),
          headers: jsonHeaders,
        })),
      ),
      fc.constantFrom(...NOT_AN_OBJECT).map((payload) => ({
        what: `body ${preview(payload)}`,
        payload,
        headers: jsonHeaders,
      })),
    );
  }
  if (route.multipart) mutations.push(...multipartMutations(route.multipart));
  if (route.unsigned) {
    mutations.push(
      fc
        .oneof(
          fc.constantFrom(...NOT_AN_OBJECT),
          hostileString,
          fc.constant('{"type":"payment_intent.succeeded"}'),
        )
        .map((payload) => ({
          what: `unsigned event ${preview(payload)}`,
          payload,
          headers: { ...jsonHeaders, 'stripe-signature': 't=1,v1=00' },
        })),
    );
  }
  return mutations;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers of the caller a route expects, so a case gets past the sign-in check. */
export function credentialsFor(
  access: RouteAccess,
  world: HostileWorld,
  route: { url: string },
): Record<string, string> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  switch (access) {
    case 'public':
      return {};
    case 'shipper':
      return bearer(world.shipper.token);
    case 'signed-in':
    case 'signed-in-or-device-link':
      // A group is only readable by its members.
      return bearer(
        route.url.startsWith('/api/truckgroup') ? world.provider.token : world.shipper.token,
      );
    case 'provider':
    case 'provider-or-device-link':
      return bearer(world.provider.token);
    case 'device-link':
      return { 'x-device-key': world.trip.deviceKey, 'x-link-id': world.trip.linkId };
    case 'payment-webhook':
      return {};
    default:
      throw new Error(`no credentials for access '${String(access)}'`);
  }
}

/**
 * Every kind of surely invalid request for one route: a bad path parameter, query value, body
 * field, whole body or upload, one at a time, the rest of the request valid.
 */
export function hostileRequests(
  method: string,
  template: string,
  route: RouteCase,
  credentials: Record<string, string>,
): fc.Arbitrary<HostileRequest> {
  const params = Object.fromEntries(
    Object.entries(route.params ?? {}).map(([name, param]) => [name, param.valid]),
  );
  const validPath = pathOf(template, params);
  const validQuery = queryText(
    Object.entries(route.query ?? {}).flatMap(([name, field]) =>
      field.valid === undefined ? [] : [[name, field.valid] as [string, string]],
    ),
  );
  const validPayload = (): Pick<HostileRequest, 'payload' | 'headers'> => {
    if (route.body) return { payload: JSON.stringify(route.body.valid), headers: jsonHeaders };
    if (route.multipart) {
      const labels = route.multipart.labels
        ? JSON.stringify(route.multipart.files.map((_, index) => `File ${index + 1}`))
        : undefined;
      const { fields, files, fileField } = route.multipart;
      return { payload: form(fields, files, labels, fileField), headers: {} };
    }
    return { headers: {} };
  };
  const build = (
    what: string,
    url: string,
    payload: Pick<HostileRequest, 'payload' | 'headers'>,
  ): HostileRequest => ({
    what,
    method,
    url,
    payload: payload.payload,
    headers: { ...credentials, ...payload.headers },
  });

  const cases: fc.Arbitrary<HostileRequest>[] = [
    ...paramMutations(route, template).map((mutation) =>
      mutation.map(({ what, url }) => build(what, `${url}${validQuery}`, validPayload())),
    ),
    ...queryMutations(route).map((mutation) =>
      mutation.map(({ what, query }) => build(what, `${validPath}${query}`, validPayload())),
    ),
    ...bodyMutations(route).map((mutation) =>
      mutation.map(({ what, payload, headers }) =>
        build(what, `${validPath}${validQuery}`, { payload, headers: headers ?? {} }),
      ),
    ),
  ];
  const deviceKey = credentials['x-device-key'];
  if (deviceKey !== undefined) {
    // Another device's key, or none: the link guard refuses before anything is read or written.
    const withoutKey = Object.fromEntries(
      Object.entries(credentials).filter(([name]) => name !== 'x-device-key'),
    );
    cases.push(
      fc
        .oneof(
          hostileString.filter((key) => /^[\x21-\x7e]+$/.test(key)),
          fc.stringMatching(/^[A-Za-z0-9_-]{32,128}$/),
        )
        .filter((key) => key !== deviceKey)
        .map((key) => ({
          ...build(`X-Device-Key: ${preview(key)}`, `${validPath}${validQuery}`, validPayload()),
          headers: { ...withoutKey, 'x-device-key': key, ...validPayload().headers },
        })),
      fc.constant({
        ...build('no X-Device-Key', `${validPath}${validQuery}`, validPayload()),
        headers: { ...withoutKey, ...validPayload().headers },
      }),
    );
  }
  if (BODY_METHODS.has(method) && !route.unsigned) {
    cases.push(
      fc.constantFrom(...UNREADABLE_BODIES).map((payload) =>
        build(`unreadable body ${preview(payload)}`, `${validPath}${validQuery}`, {
          payload,
          headers: jsonHeaders,
        }),
      ),
      // No parser takes these (text/plain has one, and a route that takes no input would run).
      fc
        .constantFrom('application/xml', 'application/x-www-form-urlencoded', 'image/png')
        .map((type) =>
          build(`a body of type ${type}`, `${validPath}${validQuery}`, {
            payload: 'a=1&b=<x/>',
            headers: { 'content-type': type },
          }),
        ),
    );
  }
  if (cases.length === 0) throw new Error(`${method} ${template}: nothing to make invalid`);
  return fc.oneof(...cases);
}

/**
 * For a route that takes no input: hostile query strings it must ignore, answering as usual.
 * Nothing there is invalid, so these are checked for "no 5xx and no change", not for a refusal.
 */
export function ignoredQueries(
  method: string,
  template: string,
  credentials: Record<string, string>,
): fc.Arbitrary<HostileRequest> {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), hostileString), hostileString), {
      minLength: 1,
      maxLength: 4,
    })
    .map((query) => ({
      what: `ignored query ${preview(query)}`,
      method,
      url: `${template}${queryText(query)}`,
      headers: credentials,
    }));
}

/**
 * An upload to a route as its rightful caller: the route's valid fields (and one label a file
 * where it wants labels) with these files instead of its own.
 */
export function uploadRequest(
  method: string,
  template: string,
  route: RouteCase,
  credentials: Record<string, string>,
  files: UploadFile[],
): HostileRequest {
  const params = Object.fromEntries(
    Object.entries(route.params ?? {}).map(([name, param]) => [name, param.valid]),
  );
  const labels = route.multipart?.labels
    ? JSON.stringify(files.map((_, index) => `File ${index + 1}`))
    : undefined;
  return {
    what: `upload of ${files.map((file) => file.name).join(', ')}`,
    method,
    url: pathOf(template, params),
    headers: credentials,
    payload: form(route.multipart?.fields ?? {}, files, labels, route.multipart?.fileField),
  };
}

let lastIp = 0;

/** Sends a request from a new address each time (rate limits are not the subject here). */
export async function sendRequest(t: TestApp, request: HostileRequest) {
  lastIp += 1;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body };
}
