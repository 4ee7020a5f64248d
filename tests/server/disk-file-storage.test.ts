import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskFileStorage } from '../../server/providers/storage/disk-file-storage';
import { StorageError } from '../../server/providers/storage/file-storage';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'disk-file-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe('disk file storage', () => {
  it('puts, gets and removes a file under the root', async () => {
    const storage = createDiskFileStorage(root);
    expect(storage.name).toBe('disk');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a]);

    await storage.put('ab12cd34ef56', bytes, 'image/png');
    expect(await filesUnder(root)).toEqual([path.join('ab', 'ab12cd34ef56')]);

    const stream = await storage.get('ab12cd34ef56');
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).equals(bytes)).toBe(true);

    await storage.remove('ab12cd34ef56');
    expect(await storage.get('ab12cd34ef56')).toBeNull();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('overwrites a key, leaving no .partial file behind', async () => {
    const storage = createDiskFileStorage(root);
    await storage.put('ab12cd34ef56', Buffer.from('first'), 'text/plain');
    await storage.put('ab12cd34ef56', Buffer.from('second'), 'text/plain');
    await storage.put('cd34ef56ab12', Buffer.from('other'), 'text/plain');

    const files = await filesUnder(root);
    expect(files.filter((file) => file.endsWith('.partial'))).toEqual([]);
    expect(files.sort()).toEqual([
      path.join('ab', 'ab12cd34ef56'),
      path.join('cd', 'cd34ef56ab12'),
    ]);
    expect((await readAll((await storage.get('ab12cd34ef56'))!)).toString()).toBe('second');
  });

  it('answers null for a missing key, and removing one is not an error', async () => {
    const storage = createDiskFileStorage(root);
    expect(await storage.get('missing-key-0001')).toBeNull();
    await expect(storage.remove('missing-key-0001')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the root', async () => {
    const storage = createDiskFileStorage(root);
    for (const key of ['../../etc/passwd', '..%2f..%2fetc', 'ab/../../../x', '/etc/passwd', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        StorageError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageError);
    }
    expect(await filesUnder(root)).toEqual([]);
  });
});
