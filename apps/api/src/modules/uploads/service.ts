import sharp from 'sharp';
import { ApiError, notFound } from '../../http/errors.js';
import { base64Payload, sniffImageType, type ImageMime } from './image-format.js';
import type { ImageRepo, StoredImage } from './repo.js';

// libvips' operation cache (50 MB) keeps results no request asks for twice: each picture is
// decoded from new bytes, and the rendered ones are kept below. Off, it held ~45 MB less.
sharp.cache(false);

/** SPEC: one image at a time, at most 100 KB. */
export const MAX_IMAGE_BYTES = 100 * 1024;
export const IMAGE_TOO_LARGE =
  'La imagen es demasiado pesada, por favor elige una que pese menos de 100 kb.';
const UNSUPPORTED_IMAGE = 'El archivo no es una imagen JPEG, PNG, WebP o AVIF válida.';
/** A 100 KB file can still declare a gigantic canvas; refuse before decoding it. */
const MAX_PIXELS = 24_000_000;
/** Served widths; a requested width is rounded up to one of these so the cache stays small. */
const WIDTHS = [100, 200, 300, 400, 600, 800, 1200, 1600];

export type ServedImage = { body: Buffer; mime: ImageMime; etag: string };

export function createUploadService(repo: ImageRepo, cacheBytes = 64 * 1024 * 1024) {
  const rendered = new Map<string, ServedImage>();
  let renderedBytes = 0;

  function remember(key: string, image: ServedImage) {
    rendered.set(key, image);
    renderedBytes += image.body.length;
    for (const [oldKey, old] of rendered) {
      if (renderedBytes <= cacheBytes) break;
      rendered.delete(oldKey);
      renderedBytes -= old.body.length;
    }
  }

  async function render(
    image: StoredImage,
    width: number | undefined,
    accept: string,
  ): Promise<ServedImage> {
    const target = width
      ? (WIDTHS.find((w) => w >= width) ?? WIDTHS[WIDTHS.length - 1])
      : undefined;
    const mime: ImageMime = accept.includes('image/avif')
      ? 'image/avif'
      : accept.includes('image/webp')
        ? 'image/webp'
        : (image.mime as ImageMime);
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
    const served = {
      body: await pipeline.toBuffer(),
      mime,
      etag: `"${key.replaceAll(':', '-').replace('/', '')}"`,
    };
    remember(key, served);
    return served;
  }

  return {
    /** Checks the data URL's real bytes, stores it and answers its URL. */
    async upload(dataUrl: string): Promise<string> {
      const payload = base64Payload(dataUrl);
      if (payload === null) throw new ApiError(415, 'unsupported_image', UNSUPPORTED_IMAGE);
      if (Math.floor((payload.length * 3) / 4) > MAX_IMAGE_BYTES + 2) {
        throw new ApiError(413, 'image_too_large', IMAGE_TOO_LARGE);
      }
      const bytes = Buffer.from(payload, 'base64');
      if (bytes.length > MAX_IMAGE_BYTES)
        throw new ApiError(413, 'image_too_large', IMAGE_TOO_LARGE);
      const mime = sniffImageType(bytes);
      if (!mime) throw new ApiError(415, 'unsupported_image', UNSUPPORTED_IMAGE);
      const size = await decodedSize(bytes);
      if (!size) throw new ApiError(415, 'unsupported_image', UNSUPPORTED_IMAGE);
      return `/api/images/${await repo.insert({ mime, data: bytes, ...size })}`;
    },

    /** Stores an image the server made itself (demo data); same checks as an upload. */
    async store(bytes: Buffer): Promise<string> {
      const mime = sniffImageType(bytes);
      const size = mime && (await decodedSize(bytes));
      if (!mime || !size || bytes.length > MAX_IMAGE_BYTES)
        throw new Error('invalid generated image');
      return `/api/images/${await repo.insert({ mime, data: bytes, ...size })}`;
    },

    async serve(id: string, width: number | undefined, accept: string): Promise<ServedImage> {
      const image = await repo.find(id);
      if (!image) throw notFound('No encontramos esa imagen.');
      return render(image, width, accept);
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
