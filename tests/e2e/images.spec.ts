import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { type Image, imagePath } from '#contracts/image';
import { API_URL, registerAccount } from './helpers';

// The web serves the api's pictures on its own origin, and its pages may show them.
test('a picture uploaded to the api is served by the web, cached for a year, and shown by a page', async ({
  page,
  request,
}) => {
  const company = await registerAccount(request, 'company', '사진베이커리');
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#b5773f' } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`${API_URL}/images`, {
    headers: { authorization: `Bearer ${company.token}` },
    multipart: { purpose: 'job-info-photo', file: { name: 'bakery.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { image } = (await uploaded.json()) as { image: Image };

  const path = imagePath(image.key, 640, 'avif');
  const served = await request.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/avif');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const again = await request.get(path, { headers: { 'if-none-match': served.headers()['etag']! } });
  expect(again.status()).toBe(304);

  await page.goto('/');
  const size = await page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, path);
  expect(size).toEqual([640, 400]);
});
