/** Pictures the shop stores itself; `?w=` gets the narrowest stored copy at least that wide. */
export function isShopImage(src: string): boolean {
  return src.startsWith('/api/images/');
}

/** The picture at `width` pixels when the shop can scale it, otherwise as it is. */
export function scaledImage(src: string, width: number): string {
  return isShopImage(src) ? `${src}?w=${width}` : src;
}

/** A `srcset` of the picture at each of `widths`, when the shop can scale it. */
export function scaledImageSet(src: string, widths: readonly number[]): string | undefined {
  return isShopImage(src)
    ? widths.map((w) => `${scaledImage(src, w)} ${w}w`).join(', ')
    : undefined;
}
