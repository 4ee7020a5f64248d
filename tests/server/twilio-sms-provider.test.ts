import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from '../../server/providers/sms/sms-provider';
import { createTwilioSmsProvider } from '../../server/providers/sms/twilio-sms-provider';

type Received = { url?: string; authorization?: string; body: string };
const received: Received[] = [];
let server: Server;
let base: string;

/** A local fake of Twilio's Messages API: 201 for a good request, 400 when `To` is refused. */
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url, authorization: request.headers.authorization, body });
      const to = new URLSearchParams(body).get('To');
      response.writeHead(to === '+966500000000' ? 400 : 201, {
        'Content-Type': 'application/json',
      });
      response.end(
        JSON.stringify(to === '+966500000000' ? { message: 'Invalid To number' } : { sid: 'SM1' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Twilio SMS adapter', () => {
  it('posts the message form-encoded with basic auth to the account’s Messages resource', async () => {
    const sms = createTwilioSmsProvider({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      apiBase: base,
    });
    await sms.send({ to: '+966512345678', body: '123456 is your code' });
    const request = received.at(-1);
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+966512345678',
      From: '+15005550006',
      Body: '123456 is your code',
    });
  });

  it('turns a refusal and an unreachable gateway into SmsDeliveryError', async () => {
    const sms = createTwilioSmsProvider({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      apiBase: base,
    });
    await expect(sms.send({ to: '+966500000000', body: 'x' })).rejects.toThrow(
      /refused the message \(400\): Invalid To number/,
    );
    const down = createTwilioSmsProvider({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(down.send({ to: '+966512345678', body: 'x' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});
