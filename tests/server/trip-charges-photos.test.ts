import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../server/lib/secrets';
import { addCharge, tripWithBoundLink, type BoundLink } from './support/charges';
import { createTestApp, type TestApp } from './support/test-app';
import { PNG_BYTES } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

async function photoAsDevice(url: string, link: Partial<BoundLink>) {
  const headers: Record<string, string> = {};
  if (link.linkId) headers['x-link-id'] = link.linkId;
  if (link.deviceKey) headers['x-device-key'] = link.deviceKey;
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, bytes: response.rawPayload };
}

describe("a charge's photos on the driver's phone", () => {
  it('open with the bound device key, for charges of that trip only', async () => {
    const { link } = await tripWithBoundLink(t);
    const added = await addCharge(t, link, {
      photos: [{ name: 'toll.png', bytes: PNG_BYTES, type: 'image/png' }],
    });
    const url = String(added.body.data?.charge.images[0]?.url);
    const own = await photoAsDevice(url, link);
    expect(own.status).toBe(200);
    expect(Buffer.compare(own.bytes, PNG_BYTES)).toBe(0);

    // Another device, no key, or another trip's link: refused, the file never shown.
    expect((await photoAsDevice(url, { ...link, deviceKey: randomToken() })).status).toBe(403);
    expect((await photoAsDevice(url, { linkId: link.linkId })).status).toBe(401);
    const other = await tripWithBoundLink(t);
    expect((await photoAsDevice(url, other.link)).status).toBe(404);
  });
});
