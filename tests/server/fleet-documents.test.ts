import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../../src/contract/drivers';
import type { StoredFile } from '../../src/contract/files';
import type { Truck } from '../../src/contract/trucks';
import { safeOriginalName } from '../../server/modules/files/files-service';
import { storedFiles } from '../../server/modules/files/files.schema';
import { addTruck, call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import {
  download,
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  upload,
  type UploadFile,
} from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '0.01', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => t.close());

type Provider = Awaited<ReturnType<typeof signInProvider>>;

const pdf = (name = 'registration.pdf'): UploadFile => ({
  name,
  bytes: PDF_BYTES,
  type: 'application/pdf',
});
const png = (name = 'front.png'): UploadFile => ({ name, bytes: PNG_BYTES, type: 'image/png' });

let phones = 500_000_000;
async function addDriver(provider: Provider) {
  phones += 1;
  const response = await call<Driver>(t, 'POST', '/api/drivers', {
    token: provider.token,
    body: {
      name: 'Omar Saleh',
      phone: String(phones),
      licenseNo: 'DL-1001',
      countryCode: '+966',
      country: 'Saudi Arabia',
    },
  });
  if (response.status !== 200) throw new Error(`add driver: ${JSON.stringify(response.body)}`);
  return String(response.body.data?._id);
}

/** A provider with one truck and one driver, and the three upload URLs for them. */
async function fleet() {
  const provider = await signInProvider(t);
  const truck = await addTruck(t, provider.groupId);
  const driverId = await addDriver(provider);
  return {
    provider,
    truckId: truck.id,
    driverId,
    truckDocs: `/api/trucks/docs/${truck.id}`,
    truckImages: `/api/trucks/images/${truck.id}`,
    driverDocs: `/api/drivers/docs/${driverId}`,
  };
}

const docsOf = (response: Awaited<ReturnType<typeof upload>>) =>
  (response.body.data as { docs: StoredFile[] } | undefined)?.docs ?? [];

/** What an upload left behind: rows and bytes, so "nothing stored" checks both. */
async function storedCounts() {
  const root = t.config.storage.diskRoot;
  const folders = await readdir(root).catch(() => [] as string[]);
  const names = await Promise.all(folders.map((folder) => readdir(`${root}/${folder}`)));
  return { rows: (await t.db.select().from(storedFiles)).length, bytes: names.flat().length };
}

describe('fleet documents', () => {
  it('stores two labelled files for a truck and serves them to its group only', async () => {
    const { provider, truckId, truckDocs } = await fleet();
    const response = await upload(t, truckDocs, [pdf(), png()], {
      token: provider.token,
      labels: ['Registration', 'Front photo'],
    });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Documents uploaded successfully');
    const docs = docsOf(response);
    expect(docs).toEqual([
      expect.objectContaining({ label: 'Registration', contentType: 'application/pdf' }),
      expect.objectContaining({ label: 'Front photo', contentType: 'image/png' }),
    ]);

    // The truck's detail shows the same documents.
    const details = await call<Truck>(t, 'GET', `/api/trucks/truckId/${truckId}`, {
      token: provider.token,
    });
    expect(details.body.data?.docs.urls).toEqual(docs);

    const [registration] = docs;
    const own = await download(t, String(registration?.url), provider.token);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^inline; filename="Registration\.pdf"/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(own.bytes, PDF_BYTES)).toBe(0);

    const rival = await signInProvider(t);
    expect((await download(t, String(registration?.url), rival.token)).status).toBe(404);
    const shipper = await signInShipper(t);
    expect((await download(t, String(registration?.url), shipper.token)).status).toBe(404);
  });

  it('stores a driver’s documents and answers all of them after each upload', async () => {
    const { provider, driverId, driverDocs } = await fleet();
    const first = await upload(t, driverDocs, [pdf('licence.pdf')], {
      token: provider.token,
      labels: ['Licence'],
    });
    expect(first.status).toBe(200);
    const second = await upload(t, driverDocs, [png('id.png')], {
      token: provider.token,
      labels: ['Iqama'],
    });
    expect(second.status).toBe(200);
    expect(docsOf(second).map((doc) => doc.label)).toEqual(['Licence', 'Iqama']);

    const details = await call<Driver>(t, 'GET', `/api/drivers/${driverId}`, {
      token: provider.token,
    });
    expect(details.body.data?.docs.urls).toEqual(docsOf(second));
    const [licence] = docsOf(second);
    expect((await download(t, String(licence?.url), provider.token)).status).toBe(200);
    const rival = await signInProvider(t);
    expect((await download(t, String(licence?.url), rival.token)).status).toBe(404);
  });

  it.each([
    ['no labels', undefined],
    ['too few labels', ['Registration']],
    ['too many labels', ['Registration', 'Photo', 'Extra']],
    ['a blank label', ['Registration', '  ']],
    ['a label that is not text', ['Registration', 7]],
  ])('refuses %s and stores nothing', async (_case, labels) => {
    const { provider, truckDocs, driverDocs } = await fleet();
    const before = await storedCounts();
    for (const url of [truckDocs, driverDocs]) {
      const response = await upload(t, url, [pdf(), png()], { token: provider.token, labels });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, msg: 'Please provide labels for all files' });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('decides the type from the bytes: a renamed program is refused with its neighbours', async () => {
    const { provider, truckDocs, driverDocs } = await fleet();
    const before = await storedCounts();
    for (const url of [truckDocs, driverDocs]) {
      const response = await upload(
        t,
        url,
        [pdf(), { name: 'invoice.pdf', bytes: EXE_BYTES, type: 'application/pdf' }],
        { token: provider.token, labels: ['Registration', 'Invoice'] },
      );
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(
        'invoice.pdf is not a file type we accept. Use PDF, DOC, DOCX, JPG, PNG or HEIC.',
      );
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 413 for a file above the limit and stores nothing', async () => {
    const { provider, truckDocs } = await fleet();
    const before = await storedCounts();
    const big = { name: 'big.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(20_000, 0x20)]) };
    const response = await upload(t, truckDocs, [pdf(), big], {
      token: provider.token,
      labels: ['Small', 'Big'],
    });
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
    expect(await storedCounts()).toEqual(before);
  });

  it('stores under a generated key whatever the file is called', async () => {
    const { provider, truckDocs } = await fleet();
    const names = ['../../etc/passwd', '..\\..\\windows\\system.ini', 'scan\u0000.pdf\u202Eexe'];
    const response = await upload(
      t,
      truckDocs,
      names.map((name) => pdf(name)),
      { token: provider.token, labels: ['Passwd', 'System', 'Scan'] },
    );
    expect(response.status).toBe(200);
    const rows = await t.db.select().from(storedFiles);
    const stored = docsOf(response).map((doc) => rows.find((row) => doc.url.endsWith(row.id)));
    for (const row of stored) {
      expect(row?.storageKey).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(row?.originalName).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
    }
    expect(stored.map((row) => row?.originalName)).toEqual(['passwd', 'system.ini', 'scan.pdfexe']);
    const passwd = await download(t, String(docsOf(response)[0]?.url), provider.token);
    expect(passwd.headers['content-disposition']).toMatch(/^inline; filename="Passwd\.pdf"/);
  });

  it('refuses another group’s truck or driver, storing nothing', async () => {
    const owner = await fleet();
    const rival = await signInProvider(t);
    const before = await storedCounts();
    for (const url of [owner.truckDocs, owner.truckImages, owner.driverDocs]) {
      const response = await upload(t, url, [png()], { token: rival.token, labels: ['Photo'] });
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe(
        url === owner.driverDocs ? 'Driver not found' : 'Truck not found',
      );
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('is for signed-in providers only', async () => {
    const { truckDocs, driverDocs } = await fleet();
    const shipper = await signInShipper(t);
    for (const url of [truckDocs, driverDocs]) {
      const files = [pdf()];
      expect((await upload(t, url, files, { token: shipper.token, labels: ['A'] })).status).toBe(
        403,
      );
      expect((await upload(t, url, files, { labels: ['A'] })).status).toBe(401);
    }
  });

  it('takes only images on the truck images route', async () => {
    const { provider, truckImages } = await fleet();
    const before = await storedCounts();
    const refused = await upload(t, truckImages, [pdf()], {
      token: provider.token,
      labels: ['Registration'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'registration.pdf is not a file type we accept. Use JPG, PNG, HEIC or WEBP.',
    );
    expect(await storedCounts()).toEqual(before);

    const accepted = await upload(t, truckImages, [png()], {
      token: provider.token,
      labels: ['Side view'],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.msg).toBe('Images uploaded successfully');
    expect(docsOf(accepted)).toEqual([
      expect.objectContaining({ label: 'Side view', contentType: 'image/png' }),
    ]);
  });
});

describe('safeOriginalName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\licence.pdf', 'licence.pdf'],
    ['report\u0000.pdf', 'report.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['..', 'file'],
    ['dir/', 'file'],
    ['\u0007', 'file'],
  ])('keeps %j as %j', (name, expected) => {
    expect(safeOriginalName(name)).toBe(expected);
  });
});
