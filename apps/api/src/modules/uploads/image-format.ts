export const IMAGE_MIMES = ['image/avif', 'image/webp', 'image/png', 'image/jpeg'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];

/** The ftyp brands of HEVC pictures (an iPhone's HEIC), which the server cannot decode. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** The image type told by the file's own bytes, never by its name or declared type. */
export function sniffImageType(bytes: Buffer): ImageMime | 'image/heic' | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  }
  return null;
}

/** Splits `data:image/png;base64,....` into its base64 payload; null if it is not one. */
export function base64Payload(dataUrl: string): string | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(
    dataUrl,
  );
  return match ? (match[3] ?? '').replace(/\s/g, '') : null;
}
