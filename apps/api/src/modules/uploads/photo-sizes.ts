import sharp from 'sharp';
import { MAX_STORED_IMAGE_BYTES, PHOTO_COPY_WIDTHS, PHOTO_MAIN_SIDE } from '@shop/domain';

/** A phone's largest photos (48-50 MP); a file declaring more is refused before decoding. */
export const MAX_PIXELS = 50_000_000;
/** Tried in turn until the picture fits; below 50 a narrower picture looks better. */
const QUALITIES = [80, 70, 60, 50];
const LOWEST_QUALITY = 50;

export type Picture = { data: Buffer; width: number; height: number };
export type PhotoSizes = { main: Picture; copies: Picture[] };

type Pixels = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Upright (EXIF orientation applied), in sRGB, at most PHOTO_MAIN_SIDE a side, as raw pixels:
 * the upload is decoded once for every size. JPEG shrinks while decoding, so a 24 MP photo never
 * lies whole in memory; the metadata (GPS, camera) is not carried into the pixels.
 */
async function uprightPixels(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
    .autoOrient()
    .resize({
      width: PHOTO_MAIN_SIDE,
      height: PHOTO_MAIN_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * A WebP at most `width` wide within the stored-image limit: the quality goes down step by step,
 * then the picture gets narrower. WebP keeps a PNG's transparency. Effort 2 halves the time of
 * effort 4 for files about 5 % larger: this runs up to a dozen times per upload.
 */
async function webpWithinLimit(pixels: Pixels, width: number): Promise<Picture> {
  let target = Math.min(width, pixels.raw.width);
  let qualities = QUALITIES;
  for (;;) {
    let smallest = Infinity;
    for (const quality of qualities) {
      const { data, info } = await sharp(pixels.data, { raw: pixels.raw })
        .resize({ width: target })
        .webp({ quality, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= MAX_STORED_IMAGE_BYTES) {
        return { data, width: info.width, height: info.height };
      }
      smallest = data.length;
    }
    // The bytes grow about with the pixel count: narrow enough to land under the limit at the
    // lowest quality, the one that size was measured at.
    const narrower = Math.floor(target * Math.sqrt((0.9 * MAX_STORED_IMAGE_BYTES) / smallest));
    if (narrower < 16) throw new Error('picture does not fit the stored-image limit');
    target = narrower;
    qualities = [LOWEST_QUALITY];
  }
}

/** The main picture and its smaller copies (only widths below the main's), each ≤ 100 KB. */
export async function photoSizes(bytes: Buffer): Promise<PhotoSizes> {
  const pixels = await uprightPixels(bytes);
  const main = await webpWithinLimit(pixels, PHOTO_MAIN_SIDE);
  const copies: Picture[] = [];
  for (const width of PHOTO_COPY_WIDTHS) {
    if (width >= main.width) break;
    const copy = await webpWithinLimit(pixels, width);
    if (copies.every((c) => c.width !== copy.width)) copies.push(copy);
  }
  return { main, copies };
}
