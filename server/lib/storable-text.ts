/**
 * Text PostgreSQL cannot keep: a NUL character (refused in text and jsonb), or half of a
 * surrogate pair (not Unicode at all: jsonb refuses it, text would keep a replacement character).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);

export const UNSTORABLE_TEXT_MESSAGE =
  'The text contains a character that cannot be saved (a NUL or a broken emoji). Remove it and try again.';

export function isUnstorableText(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/**
 * Whether any string or key in a parsed JSON value is unstorable. Walked without recursion, so a
 * value nested a hundred thousand levels deep is checked like any other.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isUnstorableText(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (isUnstorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
