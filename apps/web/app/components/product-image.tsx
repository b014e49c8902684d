import { scaledImage, scaledImageSet } from '../lib/images';

/** Widths the image endpoint serves (apps/api uploads service). */
const WIDTHS = [200, 300, 400, 600, 800];

/**
 * A picture from /api/images: the server scales it (`?w=`) and picks AVIF/WebP from the
 * browser's Accept header. Width and height are always set so nothing shifts while it loads.
 */
export function ProductImage({
  src,
  alt,
  size,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  /** Rendered square size in CSS pixels at its largest. */
  size: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = scaledImageSet(src, WIDTHS);
  return (
    <img
      className={className}
      src={scaledImage(src, Math.min(800, size * 2))}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${size}px`) : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
