import { gunzipSync } from 'node:zlib';

const BLOCK = 512;
/** Files every PostgreSQL data folder has: an archive without them is not one. */
const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control'];

/**
 * Unpacks what PGlite's `dumpDataDir('gzip')` writes, a gzip-compressed tar of the data folder,
 * checking every header on the way. PGlite is only ever handed a checked archive: given some
 * other file it can fail with an error thrown outside any promise, which ends the process.
 */
export function unpackPgliteTarball(gzipped: Buffer): { archive: Buffer } | { problem: string } {
  let archive: Buffer;
  try {
    archive = gunzipSync(gzipped);
  } catch {
    return { problem: 'it is not gzip-compressed, or it is cut short' };
  }
  const names = new Set<string>();
  for (let offset = 0; ;) {
    if (offset + BLOCK > archive.length) return { problem: 'the archive in it is cut short' };
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header, 124, 12);
    const intact =
      header.toString('latin1', 257, 262) === 'ustar' &&
      checksumOf(header) === octal(header, 148, 8) &&
      !Number.isNaN(size);
    if (!intact) return { problem: 'it does not hold a tar archive' };
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > archive.length) return { problem: 'the archive in it is cut short' };
    names.add(text(header, 0, 100).replace(/^\/+/, ''));
  }
  const missing = REQUIRED_ENTRIES.filter((name) => !names.has(name));
  if (missing.length > 0)
    return { problem: `it is not a PostgreSQL data folder (no ${missing.join(', ')})` };
  return { archive };
}

function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
}

/** Numeric header fields are octal text; NaN for anything else, which no checksum equals. */
function octal(header: Buffer, start: number, length: number): number {
  const digits = text(header, start, length).trim();
  return /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : Number.NaN;
}

/** The header's bytes summed with its own checksum field read as spaces (POSIX ustar). */
function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1)
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  return sum;
}
