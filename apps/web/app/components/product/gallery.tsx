import { useRef, useState } from 'react';
import { ProductImage } from '../product-image';
import styles from './gallery.module.css';

/**
 * Pictures of the chosen variant: a scroll-snap track (swiped on phones) with thumbnails beside
 * it on wider screens. Remount it (key) when the variant changes.
 */
export function Gallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
    setCurrent(index);
    const el = track.current;
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== current) setCurrent(index);
  };

  if (images.length === 0) {
    return <div className={styles.gallery} aria-hidden="true" />;
  }

  return (
    <div className={styles.gallery}>
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Imágenes del producto">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Ver imagen ${index + 1} de ${images.length}`}
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              >
                <ProductImage src={src} alt="" size={100} sizes="100px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.stage}>
        <div
          ref={track}
          className={styles.track}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={`${alt}: imágenes`}
          role="region"
        >
          {images.map((src, index) => (
            <div key={src} className={styles.slide}>
              <ProductImage
                src={src}
                alt={index === 0 ? alt : `${alt}, imagen ${index + 1}`}
                size={600}
                sizes="(max-width: 767px) 100vw, 600px"
                priority={index === 0}
              />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <div className={styles.dots} aria-hidden="true">
            {images.map((src, index) => (
              <span key={src} data-active={index === current || undefined} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
