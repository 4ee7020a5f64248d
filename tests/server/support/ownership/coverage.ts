import type { TestApp } from '../test-app';

/**
 * Routes whose records are not owned by a caller the matrix could stand in for, each with why.
 * A new route with a path parameter or an id in its body fails the coverage test until it has
 * a case above or a reason here.
 */
const LIST_FILTER =
  "a page of the caller's own list: its `id` (or `linkId`) is a column filter, text the shown " +
  "id contains, never a record looked up; list-paging.test.ts proves another owner's rows are " +
  'neither listed nor counted';

export const EXEMPT: Record<string, string> = {
  'OPTIONS *': 'the CORS preflight: it answers headers for any path and reads no record',
  'GET /api/docs/static/*': "the API documentation's own files: no record behind them",
  'HEAD /api/docs/static/*': "the API documentation's own files: no record behind them",
  'POST /api/temp-loads':
    "a visitor's draft is keyed by its unguessable draft key alone (docs/product.md §7): whoever holds it owns it",
  'GET /api/temp-loads/:deviceHash':
    "a visitor's draft is keyed by its unguessable draft key alone (docs/product.md §7): whoever holds it owns it",
  'HEAD /api/temp-loads/:deviceHash':
    "a visitor's draft is keyed by its unguessable draft key alone (docs/product.md §7): whoever holds it owns it",
  'DELETE /api/temp-loads/:deviceHash':
    "a visitor's draft is keyed by its unguessable draft key alone (docs/product.md §7): whoever holds it owns it",
  'GET /api/driver-links/:id/manifest.webmanifest':
    'public by design: browsers fetch manifests without headers; the 128-bit link id is the secret and it tells only the trip number',
  'HEAD /api/driver-links/:id/manifest.webmanifest':
    'public by design: browsers fetch manifests without headers; the 128-bit link id is the secret and it tells only the trip number',
  'GET /api/trucks': LIST_FILTER,
  'GET /api/drivers': LIST_FILTER,
  'GET /api/driver-links/provider': LIST_FILTER,
  'GET /api/loads/user': LIST_FILTER,
  'GET /api/events':
    "lastEventId only resumes the caller's own stream: events are read by the caller's user id",
  'HEAD /api/events':
    "lastEventId only resumes the caller's own stream: events are read by the caller's user id",
};

/** Routes that name a record where the OpenAPI document cannot show it (multipart, headers). */
export const UNDOCUMENTED_ID_ROUTES = ['POST /api/trip-charges/add', 'POST /api/loads/create'];

/** A body or query field that names a record. */
export const ID_FIELD = /^id$|Id$|Hash$/;

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export function namesAnId(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const nested = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  return (
    Object.keys(schema.properties ?? {}).some((name) => ID_FIELD.test(name)) ||
    nested.some(namesAnId)
  );
}

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** `METHOD /url` of every documented operation with an id in its JSON body or its query. */
export function routesWithIdsInBodyOrQuery(app: TestApp['app']): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const found: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    // Documented with a prefix's trailing slash ('/api/events/'), registered without.
    const url = path.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1');
    for (const [method, operation] of Object.entries(operations)) {
      const inQuery = (operation.parameters ?? []).some(
        (parameter) => parameter.in === 'query' && ID_FIELD.test(parameter.name),
      );
      const inBody = namesAnId(operation.requestBody?.content?.['application/json']?.schema);
      if (inQuery || inBody) found.push(`${method.toUpperCase()} ${url}`);
    }
  }
  return found;
}
