import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshotDatabase } from './support/database-snapshot';
import { credentialsFor, HTML_BYTES, sendRequest, uploadRequest } from './support/hostile-requests';
import { HOSTILE_ROUTE_CASES, skipReason } from './support/hostile-routes';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';
import { createTestApp, type TestApp } from './support/test-app';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, type UploadFile } from './support/uploads';

/**
 * Every route that stores uploaded files checks each file by its own bytes: a program or a web
 * page is refused whatever it is named, and nothing of the request is kept (no row, no bytes in
 * the storage folder), not even the valid files sent beside it.
 */
let t: TestApp;
let world: HostileWorld;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  world = await buildHostileWorld(t);
});
afterAll(async () => t.close());

/** Load images, truck documents and images, driver documents, charge photos, a delivery's signature. */
const UPLOAD_ROUTES = [
  'POST /api/loads/images',
  'POST /api/trucks/docs/:id',
  'POST /api/trucks/images/:id',
  'POST /api/drivers/docs/:id',
  'POST /api/drivers/:id/licence',
  'POST /api/trip-charges/add',
  'POST /api/driver-links/:id/delivery-proof',
];

/** The files in the storage folder (disk storage shards them into subfolders). */
async function storedFileNames(): Promise<string[]> {
  const entries = await readdir(t.config.storage.diskRoot, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

function requestFor(key: string, files: UploadFile[]) {
  const [method = '', url = ''] = key.split(' ');
  const route = HOSTILE_ROUTE_CASES[key]?.(world);
  const access = t.app.routeAccessTable.find(
    (entry) => entry.method === method && entry.url === url,
  )?.access;
  if (!route || !access) throw new Error(`${key}: no case, or no declared access`);
  return uploadRequest(method, url, route, credentialsFor(access, world, { url }), files);
}

/** The route's own kind of valid file: a photo for images, a PDF where documents are taken. */
const validFileFor = (key: string): UploadFile =>
  key.includes('/docs/')
    ? { name: 'licence.pdf', bytes: PDF_BYTES, type: 'application/pdf' }
    : { name: 'photo.png', bytes: PNG_BYTES, type: 'image/png' };

const DISGUISES: [string, UploadFile][] = [
  ['a program named .png', { name: 'truck.png', bytes: EXE_BYTES, type: 'image/png' }],
  ['a program named .pdf', { name: 'licence.pdf', bytes: EXE_BYTES, type: 'application/pdf' }],
  ['a web page named .png', { name: 'truck.png', bytes: HTML_BYTES, type: 'image/png' }],
  ['a web page named .pdf', { name: 'licence.pdf', bytes: HTML_BYTES, type: 'application/pdf' }],
];

describe('uploads checked by their bytes', () => {
  it('walks every route that takes a multipart upload', () => {
    const multipart = Object.keys(HOSTILE_ROUTE_CASES).filter(
      (key) => HOSTILE_ROUTE_CASES[key]?.(world).multipart,
    );
    expect(multipart.sort()).toEqual([...UPLOAD_ROUTES].sort());
  });

  it('stores no file through any other route of the app', async () => {
    // Routes that take a JSON body; the rest (mark read, log out, deactivate…) read no body.
    const others = t.app.routeAccessTable.filter(
      (route) =>
        !skipReason(route.method, route.url) &&
        HOSTILE_ROUTE_CASES[`${route.method} ${route.url}`]?.(world).body,
    );
    expect(others.length).toBeGreaterThan(20);
    const before = await snapshotDatabase(t.db);
    const files = await storedFileNames();
    for (const route of others) {
      const key = `${route.method} ${route.url}`;
      const params = HOSTILE_ROUTE_CASES[key]?.(world).params ?? {};
      const request = uploadRequest(
        route.method,
        route.url,
        { params, multipart: { fields: {}, files: [], labels: true } },
        credentialsFor(route.access ?? 'public', world, route),
        [validFileFor('photo')],
      );
      const { status } = await sendRequest(t, request);
      expect(status, key).toBe(400);
    }
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    expect(await storedFileNames()).toEqual(files);
  });

  describe.each(UPLOAD_ROUTES)('%s', (key) => {
    it.each(DISGUISES)('refuses %s and keeps nothing', async (_name, disguised) => {
      const before = await snapshotDatabase(t.db);
      const files = await storedFileNames();
      const { status, body } = await sendRequest(t, requestFor(key, [disguised]));
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        msg: expect.stringContaining('is not a file type we accept'),
      });
      expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
      expect(await storedFileNames()).toEqual(files);
    });

    it('refuses a program sent beside a valid file, keeping neither', async () => {
      const before = await snapshotDatabase(t.db);
      const files = await storedFileNames();
      const request = requestFor(key, [validFileFor(key), DISGUISES[0]?.[1] as UploadFile]);
      const { status } = await sendRequest(t, request);
      expect(status).toBe(400);
      expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
      expect(await storedFileNames()).toEqual(files);
    });

    it('stores a valid file, so the refusals above are the byte check’s', async () => {
      const files = await storedFileNames();
      const { status, body } = await sendRequest(t, requestFor(key, [validFileFor(key)]));
      expect(status, JSON.stringify(body)).toBe(200);
      expect((await storedFileNames()).length).toBe(files.length + 1);
    });
  });
});
