import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends, and the field shapes that say which of them are
 * surely invalid where. A case is a valid request with exactly one such value put in.
 */

/** Text that has broken servers: injections, encodings, unicode tricks, format strings. */
export const HOSTILE_PIECES = [
  "' OR '1'='1",
  "'; DROP TABLE loads; --",
  '1; SELECT pg_sleep(10)',
  '$1',
  '%',
  '_',
  '\\',
  "E'\\x00'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  '\u202Eevil\u202C',
  '\u200B',
  '\u200D\u200C',
  '\uFEFF',
  'e\u0301\u0302\u0303\u0304',
  'Z\u0337\u031B\u0324a\u0338l\u0336g\u0335o',
  '🚚',
  '👨‍👩‍👧‍👦',
  'شاحنة',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '%s%n%x',
  '{{7*7}}',
  '${jndi:ldap://x/a}',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '0x10',
  ' 12 ',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\t\n\r',
] as const;

/** Object keys that have polluted prototypes or confused parsers. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '',
  ' ',
  '\u0000',
  '\uD800',
  "'; DROP TABLE users; --",
  '<b>',
  'a.b',
  '$where',
  '🚚',
] as const;

/** A short hostile string: one piece, a few joined, or arbitrary code units. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 2, maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/**
 * Short text of a valid length holding what the database cannot keep: a NUL or half of a
 * surrogate pair. Refused wherever text is taken (server/lib/storable-text.ts).
 */
export const unstorableText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'ش', ''), fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uDBFF'))
  .map(([before, bad]) => `${before}${bad}b`);

/**
 * The same for text sent as UTF-8 (query strings, multipart): a lone surrogate cannot be encoded
 * and arrives as U+FFFD, a valid character, so only the NUL remains unstorable there.
 */
export const unstorableWireText: fc.Arbitrary<string> = fc
  .constantFrom('a', 'ش', '')
  .map((before) => `${before}\u0000b`);

/** Longer than `max` even once trimmed: up to ~100 KB of hostile text. */
export function oversizedString(max: number): fc.Arbitrary<string> {
  return (
    fc
      .tuple(
        fc.constantFrom('x', 'شاحنة', '🚚', 'e\u0301', "'; --", '<i>', '\u202E'),
        fc.integer({ min: max + 1, max: Math.max(max + 1, 100_000) }),
      )
      // Whole units, so no surrogate pair is cut; zod counts code points.
      .map(([unit, length]) => `${unit.repeat(Math.ceil(length / [...unit].length))}x`)
  );
}

const DEEP_MARK = '\u0001deep';

/**
 * Arrays or objects nested `depth` levels: the value a recursive walker trips on. Too deep to
 * build as a value here, it stands as a marker that `toJsonText` writes out as raw JSON.
 */
export function deeplyNested(depth: number, as: 'array' | 'object'): string {
  return `${DEEP_MARK}:${as}:${depth}`;
}

/** JSON text of a request body, with each deep-nesting marker written out in full. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? '').replace(
    /"\\u0001deep:(array|object):(\d+)"/g,
    (_marker, as: string, depth: string) =>
      as === 'array'
        ? `${'['.repeat(Number(depth))}${']'.repeat(Number(depth))}`
        : `${'{"a":'.repeat(Number(depth))}1${'}'.repeat(Number(depth))}`,
  );
}

const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.constantFrom(...HOSTILE_KEYS.filter((key) => key !== '__proto__')), hostileString)
  .map(([key, value]) => ({ [key]: value }));

/** Numbers JSON can carry that break arithmetic, ranges and integer columns. */
export const EXTREME_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  -1,
  0,
  -0,
  0.1,
  -0.000001,
  1.005,
] as const;

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** A value of a JSON type other than the expected ones (null only when it is not allowed). */
export function wrongType(allowed: JsonType[]): fc.Arbitrary<unknown> {
  const all: Record<JsonType, fc.Arbitrary<unknown>> = {
    string: hostileString,
    number: fc.oneof(
      fc.constantFrom(...EXTREME_NUMBERS),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.oneof(
      fc.array(hostileString, { maxLength: 3 }),
      fc.constantFrom(1_000, 50_000).map((depth) => deeplyNested(depth, 'array')),
      hostileObject.map((object) => [object]),
    ),
    object: fc.oneof(
      hostileObject,
      fc.constantFrom(1_000, 50_000).map((depth) => deeplyNested(depth, 'object')),
    ),
  };
  const others = (Object.keys(all) as JsonType[]).filter((type) => !allowed.includes(type));
  return fc.oneof(...others.map((type) => all[type]));
}

/** Strings that are not an ISO date-time with offset, or name a day that does not exist. */
export const BAD_DATES = [
  '',
  'yesterday',
  '2026-11-25',
  '2026-11-25 09:00',
  '2026-02-30T09:00:00Z',
  '2026-13-01T09:00:00Z',
  '2026-00-10T09:00:00Z',
  '2026-11-25T25:00:00Z',
  '2026-11-25T09:61:00Z',
  '2026-11-25T09:00:00+25:00',
  '+275760-09-13T00:00:01Z',
  '-000001-01-01T00:00:00Z',
  '1e308',
  '2026-11-25T09:00:00Z\u0000',
  '2026-11-25T09:00:00Z; DROP TABLE loads',
  '٢٠٢٦-١١-٢٥T09:00:00Z',
] as const;

/** What a field must be; `optional`/`nullable` say which absent values are still valid. */
export type FieldShape = { optional?: boolean; nullable?: boolean } & (
  | { kind: 'uuid' }
  | { kind: 'text'; max: number; required?: boolean }
  /** A string `accepts` tells apart (a regex, a reference list, a cross-field rule). */
  | { kind: 'pattern'; accepts: (text: string) => boolean }
  /** Any value of these JSON types is accepted (a free number, a string-or-number). */
  | { kind: 'scalar'; types: JsonType[] }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'number'; min?: number; positive?: boolean; max?: number; int?: boolean }
  | { kind: 'datetime' }
  | { kind: 'object'; strict: boolean; fields: Record<string, FieldShape> }
  | { kind: 'array'; max?: number; of: FieldShape }
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function nullAllowed(shape: FieldShape): JsonType[] {
  return shape.nullable ? ['null'] : [];
}

/** Numbers surely outside the shape's range or kind. */
function badNumbers(shape: Extract<FieldShape, { kind: 'number' }>): fc.Arbitrary<number> {
  const bad = EXTREME_NUMBERS.filter(
    (value) =>
      (shape.positive && value <= 0) ||
      (shape.min !== undefined && value < shape.min) ||
      (shape.max !== undefined && value > shape.max) ||
      (shape.int && !Number.isInteger(value)),
  );
  const arbitraries: fc.Arbitrary<number>[] = [];
  if (bad.length) arbitraries.push(fc.constantFrom(...bad));
  if (shape.positive || shape.min !== undefined) {
    const floor = shape.min ?? 0;
    arbitraries.push(
      fc.double({ max: floor, noNaN: true, noDefaultInfinity: true, maxExcluded: !shape.positive }),
    );
  }
  if (shape.max !== undefined) {
    arbitraries.push(
      fc.double({ min: shape.max, minExcluded: true, noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (shape.int) {
    arbitraries.push(fc.integer({ min: 1, max: 1_000 }).map((whole) => whole + 0.5));
  }
  return fc.oneof(...arbitraries);
}

/** A value surely not acceptable for a field of this shape (the whole field replaced). */
export function invalidValueFor(shape: FieldShape): fc.Arbitrary<unknown> {
  switch (shape.kind) {
    case 'uuid':
      return fc.oneof(
        wrongType(['string', ...nullAllowed(shape)]),
        hostileString.filter((text) => !UUID.test(text)),
      );
    case 'text': {
      const options: fc.Arbitrary<unknown>[] = [
        wrongType(['string', ...nullAllowed(shape)]),
        oversizedString(shape.max),
        unstorableText,
      ];
      if (shape.required) options.push(fc.constantFrom('', ' ', '\t\n'));
      return fc.oneof(...options);
    }
    case 'pattern':
      return fc.oneof(
        wrongType(['string', ...nullAllowed(shape)]),
        hostileString.filter((text) => !shape.accepts(text)),
      );
    case 'enum':
      return fc.oneof(
        wrongType(['string', ...nullAllowed(shape)]),
        hostileString.filter((text) => !shape.values.includes(text)),
      );
    case 'number':
      return fc.oneof(wrongType(['number', ...nullAllowed(shape)]), badNumbers(shape));
    case 'datetime':
      return fc.oneof(wrongType(['string', ...nullAllowed(shape)]), fc.constantFrom(...BAD_DATES));
    case 'scalar':
      return shape.types.includes('string')
        ? fc.oneof(wrongType([...shape.types, ...nullAllowed(shape)]), unstorableText)
        : wrongType([...shape.types, ...nullAllowed(shape)]);
    case 'object':
      return wrongType(['object', ...nullAllowed(shape)]);
    case 'array':
      return wrongType(['array', ...nullAllowed(shape)]);
  }
}

/** One change that makes a valid value invalid, with what it did for the failure report. */
export type Mutation = { what: string; apply: (value: unknown) => unknown };

const clone = <T>(value: T): T => structuredClone(value);

function setAt(target: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = clone(target) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (remove) delete node[last];
  // defineProperty, so even a key named __proto__ becomes an own property that JSON carries.
  else
    Object.defineProperty(node, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

/**
 * Every way to make one field of `shape` (at `path` in the request) surely invalid: replace it,
 * remove it when required, add an unknown field to a strict object, overfill an array.
 */
export function mutationsOf(shape: FieldShape, path: string[] = []): fc.Arbitrary<Mutation>[] {
  const at = path.join('.') || '(body)';
  const mutations: fc.Arbitrary<Mutation>[] = [];
  if (path.length > 0) {
    mutations.push(
      invalidValueFor(shape).map((value) => ({
        what: `${at} = ${preview(value)}`,
        apply: (body) => setAt(body, path, value),
      })),
    );
    if (!shape.optional) {
      mutations.push(
        fc.constant({ what: `${at} removed`, apply: (body) => setAt(body, path, undefined, true) }),
      );
    }
  }
  if (shape.kind === 'object') {
    if (shape.strict) {
      mutations.push(
        fc
          .tuple(
            fc.oneof(
              fc.constantFrom(...HOSTILE_KEYS),
              hostileString.filter((key) => !(key in shape.fields)),
            ),
            fc.oneof(hostileString, fc.constant(null), fc.integer()),
          )
          .filter(([key]) => !(key in shape.fields))
          .map(([key, value]) => ({
            what: `unknown field ${preview(key)} in ${at}`,
            apply: (body) => setAt(body, [...path, key], value),
          })),
      );
    }
    for (const [name, field] of Object.entries(shape.fields)) {
      mutations.push(...mutationsOf(field, [...path, name]));
    }
  }
  if (shape.kind === 'array') {
    mutations.push(
      invalidValueFor(shape.of).map((value) => ({
        what: `${at}[0] = ${preview(value)}`,
        apply: (body) => {
          const items = readAt(body, path);
          return Array.isArray(items) && items.length > 0
            ? setAt(body, [...path, '0'], value)
            : setAt(body, path, [value]);
        },
      })),
    );
  }
  if (shape.kind === 'array' && shape.max !== undefined) {
    const max = shape.max;
    mutations.push(
      fc.integer({ min: max + 1, max: max + 50 }).map((length) => ({
        what: `${at} with ${length} items`,
        apply: (body) => {
          const items = (readAt(body, path) as unknown[] | undefined) ?? [];
          const filler = items[0] ?? {};
          return setAt(
            body,
            path,
            Array.from({ length }, () => clone(filler)),
          );
        },
      })),
    );
  }
  return mutations;
}

function readAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);
}

/** A short, printable description of a value for failure messages. */
export function preview(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}… (${text.length} chars)` : text;
}
