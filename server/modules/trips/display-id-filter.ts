const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `serial` numbers are PostgreSQL integers: a larger one could never match. */
const LARGEST_NUMBER = 2_147_483_647;

export type DisplayIdFilter =
  | { kind: 'any' }
  | { kind: 'nothing' }
  | { kind: 'uuid'; uuid: string }
  | { kind: 'number'; number: number };

/**
 * What a person typed in an id filter: the display id with or without its prefix, in any case
 * ('LD-12', 'ld-12', 'LD12', '12'), or the record's uuid. Empty means no filter; anything else
 * can match no record.
 */
export function parseDisplayIdFilter(input: string | undefined, prefix: string): DisplayIdFilter {
  const text = (input ?? '').trim();
  if (!text) return { kind: 'any' };
  if (UUID.test(text)) return { kind: 'uuid', uuid: text.toLowerCase() };
  const digits = new RegExp(`^(?:${prefix}-?)?(\\d{1,10})$`, 'i').exec(text)?.[1];
  const number = Number(digits);
  if (!digits || number < 1 || number > LARGEST_NUMBER) return { kind: 'nothing' };
  return { kind: 'number', number };
}
