import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Twilio's Messages API: 201 and the message kept, or, while `failure` is set,
 * 500 or a connection dropped without an answer.
 */
export async function startFakeTwilio() {
  const messages: { to: string; body: string }[] = [];
  const state: { failure: 'error' | 'close' | null } = { failure: null };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (state.failure === 'close') return request.socket.destroy();
      response.setHeader('Content-Type', 'application/json');
      if (state.failure === 'error') {
        response.writeHead(500);
        return response.end(JSON.stringify({ code: 20500, message: 'Internal Server Error' }));
      }
      const form = new URLSearchParams(body);
      messages.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      response.writeHead(201);
      response.end(JSON.stringify({ sid: `SM${messages.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    messages,
    lastCodeFor: (to: string) =>
      /\b(\d{6})\b/.exec([...messages].reverse().find((sent) => sent.to === to)?.body ?? '')?.[1],
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'fake-auth-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: url,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
