import sharp from 'sharp';
import {
  HEIC_NOT_SUPPORTED,
  IMAGE_TOO_BIG_IN_PIXELS,
  IMAGE_TOO_LARGE,
  MAX_STORED_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE,
} from '@shop/domain';
import { ApiError, notFound } from '../../http/errors.js';
import { base64Payload, sniffImageType, type ImageMime } from './image-format.js';
import { MAX_PIXELS, photoSizes, type PhotoSizes } from './photo-sizes.js';
import type { ImageRepo, StoredImage } from './repo.js';

// libvips' operation cache (50 MB) keeps results no request asks for twice: each picture is
// decoded from new bytes, and the rendered ones are kept below. Off, it held ~45 MB less.
sharp.cache(false);

/** Served widths of a picture without stored copies; a width asked is rounded up to one. */
const WIDTHS = [100, 200, 300, 400, 600, 800, 1200, 1600];

export type ServedImage = { body: Buffer; mime: ImageMime; etag: string };

const unsupported = (message = UNSUPPORTED_IMAGE) =>
  new ApiError(415, 'unsupported_image', message);
const tooLarge = () => new ApiError(413, 'image_too_large', IMAGE_TOO_LARGE);

/** Whether an Accept header takes `mime` (no header takes anything). */
function accepts(accept: string, mime: ImageMime): boolean {
  return (
    accept === '' || accept.includes(mime) || accept.includes('image/*') || accept.includes('*/*')
  );
}

export function createUploadService(repo: ImageRepo, cacheBytes = 64 * 1024 * 1024) {
  const rendered = new Map<string, ServedImage>();
  let renderedBytes = 0;
  // One photo is decoded at a time: a few phones uploading at once wait instead of adding up.
  let decoding: Promise<unknown> = Promise.resolve();

  function oneAtATime(bytes: Buffer): Promise<PhotoSizes> {
    const sized = decoding.then(() => photoSizes(bytes));
    decoding = sized.catch(() => undefined);
    return sized;
  }

  function remember(key: string, image: ServedImage) {
    rendered.set(key, image);
    renderedBytes += image.body.length;
    for (const [oldKey, old] of rendered) {
      if (renderedBytes <= cacheBytes) break;
      rendered.delete(oldKey);
      renderedBytes -= old.body.length;
    }
  }

  /** The picture at `target` width (or as stored) in `mime`, converted once and remembered. */
  async function render(
    image: StoredImage,
    target: number | undefined,
    mime: ImageMime,
  ): Promise<ServedImage> {
    const key = `${image.id}:${target ?? 'full'}:${mime}`;
    const cached = rendered.get(key);
    if (cached) return cached;
    const needsResize = target !== undefined && target < image.width;
    if (!needsResize && mime === image.mime) {
      return { body: image.data, mime, etag: `"${image.id}"` };
    }
    let pipeline = sharp(image.data, { limitInputPixels: MAX_PIXELS });
    if (needsResize) pipeline = pipeline.resize({ width: target, withoutEnlargement: true });
    pipeline =
      mime === 'image/avif'
        ? pipeline.avif({ quality: 50, effort: 2 })
        : mime === 'image/webp'
          ? pipeline.webp({ quality: 70 })
          : mime === 'image/png'
            ? pipeline.png({ compressionLevel: 9 })
            : pipeline.jpeg({ quality: 75, mozjpeg: true });
    const served = { body: await pipeline.toBuffer(), mime, etag: `"${key.replaceAll(':', '-')}"` };
    remember(key, served);
    return served;
  }

  /** For a browser that takes neither the stored format nor WebP: PNG if it asks, else JPEG. */
  const fallbackMime = (accept: string): ImageMime =>
    accept.includes('image/png') ? 'image/png' : 'image/jpeg';

  /**
   * A picture stored alone (demo pictures, uploads smaller than every copy) is scaled on request
   * and sent as AVIF or WebP when the browser takes them.
   */
  function serveAlone(image: StoredImage, width: number | undefined, accept: string) {
    const target = width
      ? (WIDTHS.find((w) => w >= width) ?? WIDTHS[WIDTHS.length - 1])
      : undefined;
    const stored = image.mime as ImageMime;
    const mime: ImageMime = accept.includes('image/avif')
      ? 'image/avif'
      : accept.includes('image/webp')
        ? 'image/webp'
        : accepts(accept, stored)
          ? stored
          : fallbackMime(accept);
    return render(image, target, mime);
  }

  /** An upload with copies: the narrowest stored copy at least as wide as asked, as stored. */
  function serveCopy(
    family: StoredImage[],
    main: StoredImage,
    width: number | undefined,
    accept: string,
  ) {
    const wideEnough = family
      .filter((image) => width !== undefined && image.width >= width)
      .sort((a, b) => a.width - b.width);
    const chosen = wideEnough[0] ?? main;
    const stored = chosen.mime as ImageMime;
    return render(chosen, undefined, accepts(accept, stored) ? stored : fallbackMime(accept));
  }

  return {
    /**
     * Checks the data URL's real bytes (a phone's photo, up to 10 MB), stores it upright and
     * without metadata as WebP within 100 KB with its smaller copies, and answers its URL.
     */
    async upload(dataUrl: string): Promise<string> {
      const payload = base64Payload(dataUrl);
      if (payload === null) throw unsupported();
      if (Math.floor((payload.length * 3) / 4) > MAX_UPLOAD_BYTES + 2) throw tooLarge();
      const bytes = Buffer.from(payload, 'base64');
      if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
      const type = sniffImageType(bytes);
      if (type === 'image/heic') throw unsupported(HEIC_NOT_SUPPORTED);
      if (!type) throw unsupported();
      let sizes: PhotoSizes;
      try {
        sizes = await oneAtATime(bytes);
      } catch (error) {
        if (error instanceof Error && /pixel limit/i.test(error.message)) {
          throw new ApiError(413, 'image_too_large', IMAGE_TOO_BIG_IN_PIXELS);
        }
        throw unsupported();
      }
      const asWebp = (picture: PhotoSizes['main']) => ({ mime: 'image/webp', ...picture });
      const id = await repo.insertWithCopies(asWebp(sizes.main), sizes.copies.map(asWebp));
      return `/api/images/${id}`;
    },

    /** Stores an image the server made itself (demo data) as it is, with the upload's checks. */
    async store(bytes: Buffer): Promise<string> {
      const mime = sniffImageType(bytes);
      const size = await decodedSize(bytes);
      if (!mime || mime === 'image/heic' || !size || bytes.length > MAX_STORED_IMAGE_BYTES) {
        throw new Error('invalid generated image');
      }
      return `/api/images/${await repo.insert({ mime, data: bytes, ...size })}`;
    },

    async serve(id: string, width: number | undefined, accept: string): Promise<ServedImage> {
      const family = await repo.withCopies(id);
      const image = family.find((row) => row.id === id);
      if (!image) throw notFound('No encontramos esa imagen.');
      return family.length > 1
        ? serveCopy(family, image, width, accept)
        : serveAlone(image, width, accept);
    },
  };
}

/** Decodes every pixel, so a truncated or corrupt file is refused rather than stored. */
async function decodedSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch {
    return null;
  }
}

export type UploadService = ReturnType<typeof createUploadService>;
