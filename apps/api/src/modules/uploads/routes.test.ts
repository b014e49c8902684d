import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../db/rows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { IMAGE_TOO_LARGE } from './service.js';

const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

async function picture(format: 'png' | 'jpeg' | 'webp' | 'avif', width = 64): Promise<Buffer> {
  return sharp({
    create: { width, height: width, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels do not compress: a PNG of this size is well over 100 KB. */
async function heavyPng(): Promise<Buffer> {
  const side = 300;
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(databaseKinds())('image uploads on %s', (kind) => {
  let shop: TestShop;
  const upload = (image: unknown, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/uploadImage', headers, payload: { image } });

  const storedImages = async () =>
    Number(
      (await queryRows<{ n: string }>(shop.database.db, sql`select count(*) as n from images`))[0]
        ?.n,
    );

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it.each(['png', 'jpeg', 'webp', 'avif'] as const)(
    'stores a %s and answers its URL as text',
    async (format) => {
      const res = await upload(dataUrl(await picture(format), `image/${format}`));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
      const served = await shop.app.inject({
        url: res.body,
        headers: { accept: `image/${format}` },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
    },
  );

  it('judges the type by the bytes, not the declared name', async () => {
    const jpegCalledPng = await upload(dataUrl(await picture('jpeg'), 'image/png'));
    expect(jpegCalledPng.statusCode).toBe(200);
    const served = await shop.app.inject({ url: jpegCalledPng.body, headers: { accept: '*/*' } });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an image over 100 KB with SPEC.md message, writing nothing', async () => {
    const before = await storedImages();
    const heavy = await heavyPng();
    expect(heavy.length).toBeGreaterThan(100 * 1024);
    const res = await upload(dataUrl(heavy));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'image_too_large', message: IMAGE_TOO_LARGE });
    const huge = await upload(`data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(IMAGE_TOO_LARGE);
    expect(await storedImages()).toBe(before);
  });

  it.each([
    ['a GIF renamed as PNG', dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))],
    [
      'text renamed as PNG',
      dataUrl(Buffer.from('esto no es una imagen, es texto plano con suficiente largo')),
    ],
    [
      'an SVG with a script',
      dataUrl(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
    ],
    ['a plain URL', 'https://example.com/foto.png'],
    ['base64 without data: prefix', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'],
  ])('refuses %s with 415', async (_label, image) => {
    const res = await upload(image);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'unsupported_image',
      message: 'El archivo no es una imagen JPEG, PNG, WebP o AVIF válida.',
    });
  });

  it('refuses a truncated image', async () => {
    const whole = await picture('png', 120);
    const res = await upload(dataUrl(whole.subarray(0, Math.floor(whole.length / 2))));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a missing image field with 400', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      headers: shop.adminHeaders,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Falta la imagen (campo image).');
  });

  it('refuses uploads without an admin token', async () => {
    expect((await upload(dataUrl(await picture('png')), {})).statusCode).toBe(401);
  });

  it('serves thumbnails scaled, in the format the browser accepts, cached for a year', async () => {
    const url = (await upload(dataUrl(await picture('png', 800), 'image/png'))).body;
    const thumb = await shop.app.inject({
      url: `${url}?w=200`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/avif');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(thumb.headers.vary).toBe('Accept');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);

    const webp = await shop.app.inject({
      url: `${url}?w=190`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(200);

    const again = await shop.app.inject({
      url: `${url}?w=200`,
      headers: { accept: 'image/avif', 'if-none-match': String(thumb.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    expect(
      (await shop.app.inject('/api/images/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await shop.app.inject('/api/images/nada')).statusCode).toBe(400);
  });
});
