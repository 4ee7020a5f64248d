import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { StorageError } from '../../server/providers/storage/file-storage';
import { createS3FileStorage } from '../../server/providers/storage/s3-file-storage';

type Received = {
  method?: string;
  path: string;
  authorization?: string;
  contentType?: string;
};

/** What the fake holds, by `/bucket/key`. */
const objects = new Map<string, { body: Buffer; contentType: string }>();
const received: Received[] = [];
let server: Server;
let endpoint: string;

const BROKEN_KEY = 'broken-key-0001';

function answerXmlError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`,
  );
}

/** A local fake of S3's object API, path-style: `/<bucket>/<key>`. */
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      received.push({
        method: request.method,
        path,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
      });
      if (path.endsWith(`/${BROKEN_KEY}`)) {
        answerXmlError(response, 500, 'InternalError', 'We encountered an internal error.');
        return;
      }
      switch (request.method) {
        case 'PUT': {
          objects.set(path, {
            body: Buffer.concat(chunks),
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
          });
          response.writeHead(200, { ETag: '"fake-etag"' });
          response.end();
          return;
        }
        case 'GET': {
          const object = objects.get(path);
          if (!object) {
            answerXmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
            return;
          }
          response.writeHead(200, {
            'Content-Type': object.contentType,
            'Content-Length': String(object.body.length),
            ETag: '"fake-etag"',
          });
          response.end(object.body);
          return;
        }
        case 'DELETE': {
          objects.delete(path);
          response.writeHead(204);
          response.end();
          return;
        }
        default:
          answerXmlError(response, 405, 'MethodNotAllowed', 'Not in this fake.');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  received.length = 0;
});

function s3Config(overrides: Partial<Config['storage']['s3']> = {}): Config['storage']['s3'] {
  return {
    endpoint,
    region: 'us-east-1',
    bucket: 'uploads',
    accessKeyId: 'AKIDFAKETEST',
    secretAccessKey: 'fake-secret',
    forcePathStyle: true,
    ...overrides,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 file storage', () => {
  it('puts an object signed with SigV4 and gets the same bytes back', async () => {
    const storage = createS3FileStorage(s3Config());
    expect(storage.name).toBe('s3');
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);

    await storage.put('ab12cd34ef56', bytes, 'application/pdf');

    const put = received.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/uploads/ab12cd34ef56');
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDFAKETEST\//);
    expect(put?.authorization).toContain('/us-east-1/s3/aws4_request');
    expect(put?.contentType).toBe('application/pdf');
    expect(objects.get('/uploads/ab12cd34ef56')?.body.equals(bytes)).toBe(true);

    const stream = await storage.get('ab12cd34ef56');
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).equals(bytes)).toBe(true);
    const get = received.find((request) => request.method === 'GET');
    expect(get?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDFAKETEST\//);
  });

  it('answers null for a key that is not there', async () => {
    const storage = createS3FileStorage(s3Config());
    expect(await storage.get('missing-key-0001')).toBeNull();
  });

  it('removes an object, and removing a missing key is not an error', async () => {
    const storage = createS3FileStorage(s3Config());
    await storage.put('to-remove-0001', Buffer.from('bye'), 'text/plain');
    expect(objects.has('/uploads/to-remove-0001')).toBe(true);

    await storage.remove('to-remove-0001');
    expect(objects.has('/uploads/to-remove-0001')).toBe(false);
    expect(received.some((request) => request.method === 'DELETE')).toBe(true);
    expect(await storage.get('to-remove-0001')).toBeNull();

    await expect(storage.remove('to-remove-0001')).resolves.toBeUndefined();
  });

  it('turns a server error into StorageError with the SDK error as cause', async () => {
    const storage = createS3FileStorage(s3Config(), { maxAttempts: 1 });
    for (const attempt of [
      () => storage.put(BROKEN_KEY, Buffer.from('x'), 'text/plain'),
      () => storage.get(BROKEN_KEY),
      () => storage.remove(BROKEN_KEY),
    ]) {
      const error = await attempt().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(StorageError);
      expect((error as StorageError).cause).toBeInstanceOf(Error);
      expect((error as StorageError).message).toMatch(/InternalError|internal error/i);
    }
    // One attempt each: retries were off.
    expect(received).toHaveLength(3);
  });

  it('turns an unreachable service into StorageError', async () => {
    const storage = createS3FileStorage(s3Config({ endpoint: 'http://127.0.0.1:1' }), {
      maxAttempts: 1,
    });
    await expect(storage.get('any-key-0001')).rejects.toBeInstanceOf(StorageError);
  });
});
