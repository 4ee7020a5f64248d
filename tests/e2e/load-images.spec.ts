import { expect, test } from '@playwright/test';
import { noisyPng } from './support/png';
import { expectPostedDialog, fillLoadForm } from './support/post-load-form';
import { screenshot } from './support/sign-in-page';

test.use({ storageState: 'test-results/.auth/demo-shipper.json' });

test('a shipper posts a load with photos; they are made smaller, stored and shown', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const photo = noisyPng(2400, 1800);
  expect(photo.length).toBeGreaterThan(1_000_000);

  await page.goto('/post-load');
  await fillLoadForm(page, {
    from: { country: 'Oman', city: 'Muscat' },
    to: { country: 'Saudi Arabia', city: 'Riyadh' },
    material: `Marble slabs on A-frames (${project})`,
    weight: '14',
    truckType: '15M',
  });
  await page.locator('#post-load-images').setInputFiles([
    { name: 'slabs-front.png', mimeType: 'image/png', buffer: photo },
    { name: 'slabs-side.png', mimeType: 'image/png', buffer: noisyPng(320, 240) },
  ]);
  await expect(page.getByRole('img', { name: 'slabs-front.png' })).toBeVisible();

  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/loads/images') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Post Load' }).click();
  const { data } = (await (await uploaded).json()) as { data: { images: { url: string }[] } };
  expect(data.images).toHaveLength(2);
  await expectPostedDialog(page);

  // The load opens with its photos, fetched with the shipper's session.
  const images = page.getByRole('button', { name: /^Open load image \d$/ });
  await expect(images).toHaveCount(2);
  const first = page.getByRole('img', { name: 'Load image 1' });
  await expect(first).toBeVisible();
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await first.scrollIntoViewIfNeeded();
  await screenshot(page, 'load-details-images', project);

  // The large photo went up downscaled to a JPEG of at most 1600 px; the small one as it was.
  const stored = await page.evaluate(
    async (urls) => {
      const token = localStorage.getItem('token');
      return Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
          const bitmap = await createImageBitmap(await response.blob());
          return {
            type: response.headers.get('content-type'),
            width: bitmap.width,
            nosniff: response.headers.get('x-content-type-options'),
          };
        }),
      );
    },
    data.images.map((image) => image.url),
  );
  expect(stored).toEqual([
    { type: 'image/jpeg', width: 1600, nosniff: 'nosniff' },
    { type: 'image/png', width: 320, nosniff: 'nosniff' },
  ]);

  // Without the session the file is not served.
  const anonymous = await page.request.get(String(data.images[0]?.url));
  expect(anonymous.status()).toBe(401);
});
