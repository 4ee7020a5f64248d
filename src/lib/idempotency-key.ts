/** A random key for one form submission; randomUUID is missing outside secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a: a short, stable fingerprint of a request body (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key for sending `body` within one form session (`nonce`): a retry of the same values
 * repeats the key, so a lost answer cannot create twice; edited values are a new request.
 */
export function requestIdempotencyKey(nonce: string, body: unknown): string {
  return `${nonce}-${fingerprint(JSON.stringify(body))}`;
}
