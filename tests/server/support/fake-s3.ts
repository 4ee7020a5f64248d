import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeS3Failure = 'error' | 'close' | null;

function answerXmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code} (fake)</Message><RequestId>fake</RequestId></Error>`,
  );
}

/**
 * A local fake of S3's object calls, path-style (`/<bucket>/<key>`), that can be made to fail:
 * `failure` fails every call (500 InternalError, or the connection dropped without an answer);
 * `putsBeforeRefusal` (when a number) lets that many PUTs through, then answers 500 to the rest.
 */
export async function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const state: { failure: FakeS3Failure; putsBeforeRefusal: number | null } = {
    failure: null,
    putsBeforeRefusal: null,
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      if (state.failure === 'close') return request.socket.destroy();
      if (state.failure === 'error') return answerXmlError(response, 500, 'InternalError');
      if (request.method === 'PUT' && state.putsBeforeRefusal !== null) {
        if (state.putsBeforeRefusal === 0) return answerXmlError(response, 500, 'InternalError');
        state.putsBeforeRefusal -= 1;
      }
      if (request.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        response.writeHead(200, { ETag: '"fake-etag"' });
        return response.end();
      }
      if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) return answerXmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, { 'Content-Length': String(object.length) });
        return response.end(object);
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        return response.end();
      }
      answerXmlError(response, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    objects,
    /** What the app needs to store its uploads here. */
    env: {
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: url,
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'AKIDFAKETEST',
      S3_SECRET_ACCESS_KEY: 'fake-secret',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
