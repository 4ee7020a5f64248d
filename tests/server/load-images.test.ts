import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../server/modules/files/files.schema';
import { loads } from '../../server/modules/loads/loads.schema';
import { call, postLoad, signInProvider, signInShipper, validLoad } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { download, EXE_BYTES, PDF_BYTES, PNG_BYTES, upload } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '0.01' });
});
afterAll(() => t.close());

async function uploadImages(token: string, count = 1) {
  const files = Array.from({ length: count }, (_, index) => ({
    name: `pallets-${index}.png`,
    bytes: PNG_BYTES,
    type: 'image/png',
  }));
  const response = await upload(t, '/api/loads/images', files, { token });
  expect(response.status).toBe(200);
  return (response.body.data as { images: { url: string }[] }).images;
}

async function storedFileCount() {
  return (await t.db.select().from(storedFiles)).length;
}

async function filesOnDisk(): Promise<string[]> {
  const root = `${t.config.storage.diskRoot}`;
  const folders = await readdir(root).catch(() => []);
  const names = await Promise.all(folders.map((folder) => readdir(`${root}/${folder}`)));
  return names.flat();
}

describe('load images', () => {
  it('uploads, attaches to the posted load and serves only to those who may see the load', async () => {
    const shipper = await signInShipper(t);
    const images = await uploadImages(shipper.token, 2);
    expect(images).toHaveLength(2);
    for (const image of images) expect(image.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const loadId = await postLoad(t, shipper.token, { images });
    const attached = await t.db.select().from(storedFiles);
    expect(attached.filter((file) => file.ownerId === loadId)).toHaveLength(2);
    const [first] = images;
    if (!first) throw new Error('no image');

    const own = await download(t, first.url, shipper.token);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toMatch(/^inline; filename="pallets-0\.png"/);
    expect(Buffer.compare(own.bytes, PNG_BYTES)).toBe(0);

    const details = await call<{ load: { images: { url: string }[] } }>(
      t,
      'GET',
      `/api/loads/${loadId}`,
      {
        token: shipper.token,
      },
    );
    expect(details.body.data?.load.images).toEqual(images);

    // A provider sees the open load, so its images too.
    const provider = await signInProvider(t);
    expect((await download(t, first.url, provider.token)).status).toBe(200);
    // Another shipper does not, and learns nothing about the id.
    const stranger = await signInShipper(t, 'Other Co');
    expect((await download(t, first.url, stranger.token)).status).toBe(404);
    expect((await download(t, first.url)).status).toBe(401);
  });

  it('keeps an image unattached to the uploader only', async () => {
    const shipper = await signInShipper(t);
    const [image] = await uploadImages(shipper.token);
    const stranger = await signInShipper(t, 'Curious Co');
    expect((await download(t, String(image?.url), shipper.token)).status).toBe(200);
    expect((await download(t, String(image?.url), stranger.token)).status).toBe(404);
  });

  it("refuses another shipper's image and an image used twice, creating no load", async () => {
    const owner = await signInShipper(t);
    const images = await uploadImages(owner.token);
    const thief = await signInShipper(t, 'Thief Co');
    const before = (await t.db.select().from(loads)).length;
    const stolen = await call(t, 'POST', '/api/loads/create', {
      token: thief.token,
      body: validLoad({ images }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.msg).toBe('An image was not found or is already in use.');
    expect((await t.db.select().from(loads)).length).toBe(before);

    await postLoad(t, owner.token, { images });
    const again = await call(t, 'POST', '/api/loads/create', {
      token: owner.token,
      body: validLoad({ images }),
    });
    expect(again.status).toBe(400);
    expect((await t.db.select().from(loads)).length).toBe(before + 1);
  });

  it('refuses a URL that is not one of our files', async () => {
    const shipper = await signInShipper(t);
    const response = await call(t, 'POST', '/api/loads/create', {
      token: shipper.token,
      body: validLoad({ images: [{ url: 'https://evil.example/x.png' }] }),
    });
    expect(response.status).toBe(400);
  });

  it('decides the type from the bytes: a renamed program or a PDF is not an image', async () => {
    const shipper = await signInShipper(t);
    const before = await storedFileCount();
    const diskBefore = (await filesOnDisk()).length;
    for (const file of [
      { name: 'photo.jpg', bytes: EXE_BYTES, type: 'image/jpeg' },
      { name: 'scan.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    ]) {
      const response = await upload(t, '/api/loads/images', [file], { token: shipper.token });
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(
        `${file.name} is not a file type we accept. Use JPG, PNG, HEIC or WEBP.`,
      );
    }
    // A good file beside a bad one stores neither.
    const mixed = await upload(
      t,
      '/api/loads/images',
      [
        { name: 'ok.png', bytes: PNG_BYTES },
        { name: 'bad.png', bytes: EXE_BYTES },
      ],
      { token: shipper.token },
    );
    expect(mixed.status).toBe(400);
    expect(await storedFileCount()).toBe(before);
    expect((await filesOnDisk()).length).toBe(diskBefore);
  });

  it('answers 413 for a file above the limit and stores nothing', async () => {
    const shipper = await signInShipper(t);
    const before = await storedFileCount();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(20_000)]);
    const response = await upload(t, '/api/loads/images', [{ name: 'big.png', bytes: big }], {
      token: shipper.token,
    });
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
    expect(await storedFileCount()).toBe(before);
  });

  it('is for shippers only, and needs files sent as multipart', async () => {
    const provider = await signInProvider(t, 'Upload Co');
    const refused = await upload(t, '/api/loads/images', [{ name: 'a.png', bytes: PNG_BYTES }], {
      token: provider.token,
    });
    expect(refused.status).toBe(403);
    const shipper = await signInShipper(t);
    const json = await call(t, 'POST', '/api/loads/images', { token: shipper.token, body: {} });
    expect(json.status).toBe(400);
    const empty = await upload(t, '/api/loads/images', [], { token: shipper.token });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Choose at least one file.');
  });

  it('sweeps uploads never attached after a day, bytes included', async () => {
    const shipper = await signInShipper(t);
    const [image] = await uploadImages(shipper.token);
    const id = String(image?.url.split('/').pop());
    t.clock.advance(25 * 60 * 60 * 1000);
    await uploadImages(shipper.token);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toHaveLength(0);
    expect((await download(t, String(image?.url), shipper.token)).status).toBe(404);
  });
});
