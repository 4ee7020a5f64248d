import type { Basemap } from './basemap-data';
import basemapUrl from './gulf-basemap.json?url';

let pending: Promise<Basemap> | null = null;

/**
 * The bundled basemap, fetched once a session: a hashed static file, so the service worker
 * precaches it with the shell and it never weighs on a page that shows no map. A failure is not
 * remembered, so the next map asks again.
 */
export function loadBasemap(): Promise<Basemap> {
  pending ??= fetch(basemapUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`Basemap: HTTP ${response.status}`);
      // Our own build's output (scripts/build-basemap.ts), not outside input.
      return (await response.json()) as Basemap;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
