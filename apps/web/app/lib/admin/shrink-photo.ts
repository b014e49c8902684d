import { PHOTO_MAIN_SIDE } from '@shop/domain';

/** Photos heavier than this are shrunk before sending: a phone's 3-5 MB photo goes up in seconds. */
const SHRINK_ABOVE_BYTES = 1024 * 1024;
/** Room above the server's main size, so the server still does the final resize. */
const SHRUNK_SIDE = PHOTO_MAIN_SIDE * 1.5;

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/**
 * A big photo (or an iPhone HEIC the browser can read) redrawn upright at most SHRUNK_SIDE a
 * side: JPEG for photos, WebP for PNG/WebP so transparency stays (a browser without WebP
 * encoding gives PNG). Only a saving: when the browser cannot, or it does not shrink, the file
 * goes as it is and the server decides.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  const heic = /^image\/hei[cf]/.test(file.type);
  if ((file.size <= SHRINK_ABOVE_BYTES && !heic) || typeof createImageBitmap !== 'function') {
    return file;
  }
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, SHRUNK_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const keepsAlpha = file.type === 'image/png' || file.type === 'image/webp';
    const shrunk = await canvasBlob(canvas, keepsAlpha ? 'image/webp' : 'image/jpeg');
    return shrunk && (heic || shrunk.size < file.size) ? shrunk : file;
  } catch {
    return file;
  }
}
