import { describe, expect, it } from 'vitest';
import {
  isLanguageFontRequest,
  isMapTileRequest,
  isStoredFileRequest,
} from '../../service-worker/runtime-routes';
import { storedImagePlugin } from '../../service-worker/stored-image-plugin';

const ORIGIN = 'https://app.example';

function requestTo(href: string, { method = 'GET', destination = '' } = {}) {
  const url = new URL(href, ORIGIN);
  return {
    url,
    sameOrigin: url.origin === ORIGIN,
    request: { method, destination } as Request,
  };
}

describe("the service worker's runtime routes", () => {
  it('takes GETs of stored files, and nothing else of the API', () => {
    expect(isStoredFileRequest(requestTo('/api/files/abc/photo.jpg'))).toBe(true);
    expect(isStoredFileRequest(requestTo('/api/files/abc', { destination: 'image' }))).toBe(true);
    for (const other of [
      requestTo('/api/files/abc', { method: 'POST' }),
      requestTo('/api/loads/abc'),
      requestTo('/api/driver-links/details/x'),
      requestTo('https://elsewhere.example/api/files/abc'),
    ]) {
      expect(isStoredFileRequest(other), other.url.href).toBe(false);
    }
  });

  it('takes map tiles from another origin, asked for as images', () => {
    for (const tile of [
      'https://tile.openstreetmap.org/12/2650/1710.png',
      'https://a.tiles.example/styles/v1/5/10/12@2x.webp?key=k',
      'https://tiles.example/5/10/12.jpeg',
    ]) {
      expect(isMapTileRequest(requestTo(tile, { destination: 'image' })), tile).toBe(true);
    }
    for (const other of [
      requestTo('https://tile.openstreetmap.org/12/2650/1710.png'),
      requestTo('/12/2650/1710.png', { destination: 'image' }),
      requestTo('https://cdn.example/logo.png', { destination: 'image' }),
      requestTo('https://tiles.example/12/2650/1710.pbf', { destination: 'image' }),
    ]) {
      expect(isMapTileRequest(other), other.url.href).toBe(false);
    }
  });

  it("takes the build's font files, as the page loads them or caches them itself", () => {
    const font = '/assets/noto-naskh-arabic-400-DDTETRkL.woff2';
    expect(isLanguageFontRequest(requestTo(font, { destination: 'font' }))).toBe(true);
    expect(isLanguageFontRequest(requestTo(font))).toBe(true);
    for (const other of [
      requestTo(font, { method: 'POST' }),
      requestTo(`https://fonts.example${font}`, { destination: 'font' }),
      requestTo('/assets/index-CYdN1lHk.js'),
      requestTo('/api/files/abc/font.woff2'),
      requestTo('/assets/nested/font.woff2'),
    ]) {
      expect(isLanguageFontRequest(other), other.url.href).toBe(false);
    }
  });
});

describe('the stored-image plugin', () => {
  const decide = (destination: string, contentType: string) =>
    storedImagePlugin.cacheWillUpdate?.({
      request: { destination } as Request,
      response: new Response('x', { headers: { 'content-type': contentType } }),
    } as never);

  it('keeps images and leaves documents uncached', async () => {
    expect(await decide('', 'image/jpeg')).toBeInstanceOf(Response);
    expect(await decide('image', 'application/octet-stream')).toBeInstanceOf(Response);
    expect(await decide('', 'application/pdf')).toBeNull();
    expect(await decide('', '')).toBeNull();
  });
});
