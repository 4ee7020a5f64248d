import { statSync, readFileSync } from 'node:fs';
import { shellForPath } from '../../../src/lib/link-manifest';

/**
 * The built index.html, kept in memory and read again only when the file changes (a rebuild
 * under a running server), served as each path needs it: a driver link's page names the link's
 * own manifest (DESIGN §7).
 */
export function createShellHtml(indexFile: string) {
  let cached: { mtimeMs: number; size: number; html: string } | null = null;

  function current(): string {
    const { mtimeMs, size } = statSync(indexFile);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, html: readFileSync(indexFile, 'utf8') };
    }
    return cached.html;
  }

  return { forPath: (pathname: string) => shellForPath(current(), pathname) };
}
