import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  HEIC_NOT_SUPPORTED,
  IMAGE_TOO_BIG_IN_PIXELS,
  IMAGE_TOO_LARGE,
  UNSUPPORTED_IMAGE,
} from '@shop/domain';
import { queryRows } from '../../db/rows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

async function picture(format: 'png' | 'jpeg' | 'webp' | 'avif', width = 64): Promise<Buffer> {
  return sharp({
    create: { width, height: width, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();
}

/**
 * A phone photo's weight: 12 MP of blurred grain, about 5 MB. Grain is a photo's worst case:
 * WebP cannot squeeze it either, so the stored pictures end narrower than a real photo's.
 */
async function heavyJpeg(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const grain = { width: width / 8, height: height / 8, channels: 3 as const };
  return sharp(randomBytes(grain.width * grain.height * 3), { raw: grain })
    .resize(width, height, { kernel: 'cubic' })
    .blur(1.5)
    .jpeg({ quality: 97 })
    .toBuffer();
}

/**
 * A phone held upright: 1200x800 pixels stored sideways with EXIF orientation 6 (turn 90° right
 * to show) and the place it was taken. Left half red, right half blue: upright, red is on top.
 */
async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 600, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Prueba' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '34/1 36/1 3720/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '58/1 22/1 5040/100',
      },
    })
    .toBuffer();
}

/** 900x900, the left half fully transparent, the right half opaque green. */
async function transparentPng(): Promise<Buffer> {
  const opaque = await sharp({
    create: { width: 450, height: 900, channels: 4, background: { r: 0, g: 160, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 900, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: opaque, left: 450, top: 0 }])
    .png()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) =>
  (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^
    0xffffffff) >>>
  0;

/** A few hundred bytes claiming 20000x20000 pixels: a decompression bomb's header. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 8));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
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

  /** Every picture stored for an upload: the main one first, then its copies by width. */
  async function storedFor(url: string) {
    const id = url.split('/').pop() ?? '';
    const rows = await queryRows<{ id: string; mime: string; data: Buffer; width: number }>(
      shop.database.db,
      sql`select id, mime, data, width from images where id = ${id} or original_id = ${id}
          order by (id = ${id}) desc, width`,
    );
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        data: Buffer.from(row.data),
        meta: await sharp(Buffer.from(row.data)).metadata(),
      })),
    );
  }

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it('takes a 5 MB phone photo: a main picture and 400/800/1200 copies, each within 100 KB', async () => {
    const photo = await heavyJpeg();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(photo.length).toBeLessThan(10 * 1024 * 1024);
    const res = await upload(dataUrl(photo, 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const stored = await storedFor(res.body);
    const [main, ...copies] = stored;
    expect(main?.meta.width).toBeLessThanOrEqual(1600);
    expect(copies.map((c) => c.width)).toEqual(
      [400, 800, 1200].filter((w) => w < (main?.width ?? 0)),
    );
    expect(copies.length).toBeGreaterThan(0);
    for (const image of stored) {
      expect(image.data.length).toBeLessThanOrEqual(100 * 1024);
      expect(image.mime).toBe('image/webp');
      expect(image.meta.format).toBe('webp');
      // 4:3 kept at every size.
      expect(Math.abs((image.meta.width ?? 0) / (image.meta.height ?? 1) - 4 / 3)).toBeLessThan(
        0.01,
      );
    }
  }, 60_000);

  it('turns a sideways photo upright and keeps no EXIF or GPS in any stored picture', async () => {
    const photo = await sidewaysPhotoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Telefono'))).toBe(true);
    const res = await upload(dataUrl(photo, 'image/jpeg'));
    expect(res.statusCode).toBe(200);

    const stored = await storedFor(res.body);
    expect(stored.map((s) => [s.meta.width, s.meta.height])).toEqual([
      [800, 1200],
      [400, 600],
    ]);
    for (const image of stored) {
      expect(image.meta.exif).toBeUndefined();
      expect(image.meta.orientation).toBeUndefined();
      expect(image.meta.xmp).toBeUndefined();
      expect(image.data.includes(Buffer.from('Telefono'))).toBe(false);
      expect(image.data.includes(Buffer.from('GPS'))).toBe(false);
      const { data, info } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return [data[at], data[at + 2]] as const; // red, blue
      };
      const top = pixel(info.width / 2, Math.floor(info.height * 0.25));
      const bottom = pixel(info.width / 2, Math.floor(info.height * 0.75));
      expect(top[0]).toBeGreaterThan(200);
      expect(top[1]).toBeLessThan(60);
      expect(bottom[1]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);
    }
  });

  it('keeps a PNG’s transparency in every stored picture', async () => {
    const res = await upload(dataUrl(await transparentPng()));
    expect(res.statusCode).toBe(200);
    const stored = await storedFor(res.body);
    expect(stored.map((s) => s.width)).toEqual([900, 400, 800]);
    for (const image of stored) {
      expect(image.meta.hasAlpha).toBe(true);
      const { data, info } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
      const alpha = (x: number) => data[(Math.floor(info.height / 2) * info.width + x) * 4 + 3];
      expect(alpha(Math.floor(info.width * 0.1))).toBe(0);
      expect(alpha(Math.floor(info.width * 0.9))).toBe(255);
    }
  });

  it.each(['png', 'jpeg', 'webp', 'avif'] as const)(
    'stores a small %s and serves it in a format the browser takes',
    async (format) => {
      const res = await upload(dataUrl(await picture(format), `image/${format}`));
      expect(res.statusCode).toBe(200);
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
  });

  it('refuses a file over 10 MB with SPEC.md’s message, writing nothing', async () => {
    const before = await storedImages();
    const res = await upload(dataUrl(Buffer.alloc(10 * 1024 * 1024 + 10, 0xff), 'image/jpeg'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'image_too_large', message: IMAGE_TOO_LARGE });
    expect(IMAGE_TOO_LARGE).toBe(
      'La imagen es demasiado pesada, por favor elige una que pese menos de 10 MB.',
    );
    const huge = await upload(`data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(IMAGE_TOO_LARGE);
    expect(await storedImages()).toBe(before);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const before = await storedImages();
    const res = await upload(dataUrl(await pixelBomb()));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'image_too_large', message: IMAGE_TOO_BIG_IN_PIXELS });
    expect(await storedImages()).toBe(before);
  });

  it('says plainly that an iPhone HEIC photo cannot be read', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      randomBytes(64),
    ]);
    const res = await upload(dataUrl(heic, 'image/heic'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_image', message: HEIC_NOT_SUPPORTED });
  });

  it.each([
    [
      'a text file renamed .jpg',
      dataUrl(Buffer.from('Lista de precios\nBotín Nike 120000\nMedias 9000\n'), 'image/jpeg'),
    ],
    ['a GIF renamed as PNG', dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))],
    [
      'an SVG with a script',
      dataUrl(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
    ],
    ['a plain URL', 'https://example.com/foto.png'],
    ['base64 without data: prefix', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'],
  ])('refuses %s with 415, writing nothing', async (_label, image) => {
    const before = await storedImages();
    const res = await upload(image);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_image', message: UNSUPPORTED_IMAGE });
    expect(await storedImages()).toBe(before);
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

  it('serves the narrowest stored copy at least as wide as asked, cached for a year', async () => {
    const url = (await upload(dataUrl(await picture('png', 1000), 'image/png'))).body;
    const width = async (w: number | null, accept = 'image/avif,image/webp,*/*') => {
      const res = await shop.app.inject({ url: w ? `${url}?w=${w}` : url, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept');
      return { res, width: (await sharp(res.rawPayload).metadata()).width };
    };
    const small = await width(200);
    expect(small.res.headers['content-type']).toBe('image/webp');
    expect(small.width).toBe(400);
    expect((await width(401)).width).toBe(800);
    expect((await width(900)).width).toBe(1000);
    expect((await width(null)).width).toBe(1000);
    // A browser without WebP gets the copy converted.
    const png = await width(400, 'image/png');
    expect(png.res.headers['content-type']).toBe('image/png');
    expect(png.width).toBe(400);

    const again = await shop.app.inject({
      url: `${url}?w=200`,
      headers: { accept: 'image/webp', 'if-none-match': String(small.res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('scales a picture stored without copies (demo pictures) on request', async () => {
    const url = await shop.services.uploads.store(await picture('webp', 800));
    const thumb = await shop.app.inject({
      url: `${url}?w=190`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/avif');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    expect(
      (await shop.app.inject('/api/images/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await shop.app.inject('/api/images/nada')).statusCode).toBe(400);
  });
});
