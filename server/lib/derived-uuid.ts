import { createHash } from 'node:crypto';

/**
 * A UUID that the same parts always give (SHA-256, laid out as a version 8 UUID), for rows whose
 * id must come out the same when the request that makes them runs again.
 */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
