import type { InjectOptions } from 'fastify';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshotDatabase } from './support/database-snapshot';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';
import { validLoad } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { PNG_BYTES } from './support/uploads';

/**
 * The limits on what one request may carry: a body over 1 MiB, a file over UPLOAD_MAX_FILE_MB,
 * more than 10 files or 20 fields. Each is refused with our JSON envelope, and nothing is kept.
 */
let t: TestApp;
let world: HostileWorld;
const MIB = 1_048_576;

beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000', UPLOAD_MAX_FILE_MB: '1' });
  world = await buildHostileWorld(t);
});
afterAll(async () => t.close());

async function storedFiles(): Promise<number> {
  const entries = await readdir(t.config.storage.diskRoot, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** Runs a request and asserts it changed no table and stored no file. */
async function keepingNothing<T>(send: () => Promise<T>): Promise<T> {
  const before = await snapshotDatabase(t.db);
  const files = await storedFiles();
  const result = await send();
  expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  expect(await storedFiles()).toBe(files);
  return result;
}

async function inject(options: InjectOptions) {
  const response = await t.app.inject(options);
  return { status: response.statusCode, body: response.json() as unknown };
}

const envelope = { success: false, msg: expect.stringMatching(/\S/) };

/** A valid load whose material pads the JSON body to `bytes`. */
function loadBodyOf(bytes: number): string {
  const body = JSON.stringify(validLoad({ material: '' }));
  return body.replace('"material":""', `"material":"${'x'.repeat(bytes - body.length)}"`);
}

describe('request body size', () => {
  it('refuses a JSON body over 1 MiB with 413 and our envelope', async () => {
    const payload = loadBodyOf(MIB + 1);
    expect(Buffer.byteLength(payload)).toBe(MIB + 1);
    const response = await keepingNothing(() =>
      inject({
        method: 'POST',
        url: '/api/loads/create',
        payload,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${world.shipper.token}`,
        },
      }),
    );
    expect(response).toEqual({ status: 413, body: envelope });
  });

  it('reads a body of exactly 1 MiB (refused only for the material’s length)', async () => {
    const payload = loadBodyOf(MIB);
    const response = await keepingNothing(() =>
      inject({
        method: 'POST',
        url: '/api/loads/create',
        payload,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${world.shipper.token}`,
        },
      }),
    );
    expect(response).toEqual({ status: 400, body: envelope });
  });

  it.each([
    ['a signed-in route', '/api/loads', { authorization: 'Bearer x' }],
    ['a public route', '/api/user/send-otp', {}],
    ['the payment webhook (raw bytes)', '/api/payments/webhook', { 'stripe-signature': 't=1' }],
  ])('refuses 2 MiB to %s with 413 before reading it', async (_name, url, headers) => {
    const response = await inject({
      method: 'POST',
      url,
      payload: `{"a":"${'x'.repeat(2 * MIB)}"}`,
      headers: { 'content-type': 'application/json', ...headers },
    });
    expect(response).toEqual({ status: 413, body: envelope });
  });
});

function photoForm(count: number, bytes = PNG_BYTES, extraFields = 0): FormData {
  const form = new FormData();
  for (let index = 0; index < count; index += 1) {
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${index}.png`);
  }
  for (let index = 0; index < extraFields; index += 1) form.append(`note${index}`, 'x');
  return form;
}

const uploadImages = (payload: FormData) =>
  inject({
    method: 'POST',
    url: '/api/loads/images',
    payload,
    headers: { authorization: `Bearer ${world.shipper.token}` },
  });

describe('uploads', () => {
  it('refuses a file over UPLOAD_MAX_FILE_MB with 413, storing nothing', async () => {
    const large = Buffer.concat([PNG_BYTES, Buffer.alloc(MIB, 0)]);
    const response = await keepingNothing(() => uploadImages(photoForm(1, large)));
    expect(response).toEqual({
      status: 413,
      body: { success: false, msg: 'A file is too large. Choose a smaller file and try again.' },
    });
  });

  it('refuses more than 10 files, storing none of them', async () => {
    const response = await keepingNothing(() => uploadImages(photoForm(11)));
    expect(response).toEqual({
      status: 413,
      body: { success: false, msg: 'Send at most 10 files at a time.' },
    });
  });

  it('refuses more than 20 fields, storing nothing', async () => {
    const response = await keepingNothing(() => uploadImages(photoForm(1, PNG_BYTES, 21)));
    expect(response).toEqual({
      status: 413,
      body: { success: false, msg: 'Send at most 20 form fields with the files.' },
    });
  });

  it('takes 10 files', async () => {
    const response = await uploadImages(photoForm(10));
    expect(response.status).toBe(200);
  });
});
