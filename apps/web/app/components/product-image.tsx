import { PHOTO_COPY_WIDTHS } from '@shop/domain';
import { scaledImage, scaledImageSet } from '../lib/images';

/**
 * A picture from /api/images: `srcset` names the copies the server stores beside each upload
 * (`?w=` picks the stored copy; a picture without copies is scaled and sent as AVIF/WebP).
 * Width and height are always set so nothing shifts while it loads.
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
  const srcSet = scaledImageSet(src, PHOTO_COPY_WIDTHS);
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
