import sharp from 'sharp';

/** Pictures must stay under the shop's upload limit (SPEC 9: 100 KB). */
export const IMAGE_BYTE_LIMIT = 100 * 1024;

export async function toWebp(svg: string, renderWidth: number, width: number): Promise<Buffer> {
  const density = (72 * width) / renderWidth;
  for (const quality of [72, 60, 48, 36]) {
    const out = await sharp(Buffer.from(svg), { density })
      .resize({ width })
      .webp({ quality, effort: 2 })
      .toBuffer();
    if (out.length < IMAGE_BYTE_LIMIT) return out;
  }
  throw new Error('Could not encode the picture under the 100 KB image limit');
}
