import { statSync } from 'node:fs';
import path from 'node:path';

/** Hashed build output: its name changes with its content, so it may be kept for a year. */
const IMMUTABLE_PREFIX = '/assets/';
/**
 * Files whose name never changes but whose content does: the browser must ask each time, or a
 * new build (and its worker) would go unseen.
 */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest', '/index.html']);

export type StaticFile = { relativePath: string; cacheControl: string };

/** The file under `root` a URL path names, or null (no such file, a folder, or outside root). */
export function resolveStaticFile(root: string, pathname: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded === '/' || decoded.includes('\0')) return null;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    if (!statSync(file).isFile()) return null;
  } catch {
    return null;
  }
  return { relativePath: path.relative(root, file), cacheControl: cacheControlFor(pathname) };
}

export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(IMMUTABLE_PREFIX)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(pathname)) return 'no-cache';
  return 'public, max-age=0';
}

export const isHashedAsset = (pathname: string) => pathname.startsWith(IMMUTABLE_PREFIX);
