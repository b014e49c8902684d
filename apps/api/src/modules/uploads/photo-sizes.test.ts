import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_STORED_IMAGE_BYTES, PHOTO_COPY_WIDTHS, PHOTO_MAIN_SIDE } from '@shop/domain';
import { photoSizes } from './photo-sizes.js';

/** A picture of any shape, with or without transparency, from smooth (grain 64) to noise (1). */
async function anyPicture(width: number, height: number, channels: 3 | 4, grain: number) {
  const raw = {
    width: Math.max(1, Math.round(width / grain)),
    height: Math.max(1, Math.round(height / grain)),
    channels,
  };
  return sharp(randomBytes(raw.width * raw.height * channels), { raw })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

describe('photoSizes', () => {
  it('stores every picture, of any shape and detail, within 100 KB, its shape kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 16, max: 2000 }),
        fc.integer({ min: 16, max: 2000 }),
        fc.constantFrom(3 as const, 4 as const),
        fc.constantFrom(1, 4, 16, 64),
        async (width, height, channels, grain) => {
          const { main, copies } = await photoSizes(
            await anyPicture(width, height, channels, grain),
          );
          for (const picture of [main, ...copies]) {
            expect(picture.data.length).toBeLessThanOrEqual(MAX_STORED_IMAGE_BYTES);
            const meta = await sharp(picture.data).metadata();
            expect([meta.format, meta.width, meta.height]).toEqual([
              'webp',
              picture.width,
              picture.height,
            ]);
            expect(meta.hasAlpha).toBe(channels === 4);
            // The shape is kept, give or take a rounded pixel.
            expect(Math.abs(picture.height - (picture.width * height) / width)).toBeLessThan(
              1 + picture.height / picture.width,
            );
          }
          expect(Math.max(main.width, main.height)).toBeLessThanOrEqual(PHOTO_MAIN_SIDE);
          expect(main.width).toBeLessThanOrEqual(width);
          const widths = copies.map((c) => c.width);
          expect(widths).toEqual([...widths].sort((a, b) => a - b));
          expect(new Set(widths).size).toBe(widths.length);
          copies.forEach((copy, i) => {
            expect(copy.width).toBeLessThan(main.width);
            expect(copy.width).toBeLessThanOrEqual(PHOTO_COPY_WIDTHS[i] ?? 0);
          });
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
