/** Leaflet's own `{s}` subdomains: the map makes its tile layer without naming others. */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'];

/**
 * The origins a tile template (`TILE_URL`) makes the browser load tiles from: one, or one per
 * subdomain when the host has `{s}`. Throws, saying why, when the template names no such origin.
 */
export function tileOriginsOf(template: string): string[] {
  const hosts = template.includes('{s}')
    ? LEAFLET_SUBDOMAINS.map((subdomain) => template.replaceAll('{s}', subdomain))
    : [template];
  return [...new Set(hosts.map(originOf))];
}

function originOf(tileUrl: string): string {
  let url: URL;
  try {
    url = new URL(tileUrl);
  } catch {
    throw new Error(
      'must be an http(s) URL template such as https://tile.example.com/{z}/{x}/{y}.png',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('must start with https:// (or http://)');
  }
  // Only {s} may vary the host: any other placeholder there would let tiles come from anywhere.
  if (/[{}]|%7B|%7D/i.test(url.host)) {
    throw new Error('may vary its host only by {s}');
  }
  return url.origin;
}
