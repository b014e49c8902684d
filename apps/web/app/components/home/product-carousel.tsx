import { useId, useRef } from 'react';
import type { ProductCardData } from '../../lib/products';
import { ProductCard } from '../product-card';
import styles from './product-carousel.module.css';

/**
 * A titled row of product cards on a CSS scroll-snap track: 4 per view above 1025 px, 3 down
 * to 769 px, 2 down to 480 px and 1.5 (the next card peeks) below (SPEC.md section 9).
 * Works by swipe or scroll without JavaScript; the arrows page by one view.
 */
export function ProductCarousel({
  title,
  products,
}: {
  title: string;
  products: ProductCardData[];
}) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  if (products.length === 0) return null;

  function page(direction: 1 | -1) {
    const element = track.current;
    if (!element) return;
    const smooth =
      typeof window.matchMedia === 'function' &&
      !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth,
      behavior: smooth ? 'smooth' : 'auto',
    });
  }

  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <button type="button" onClick={() => page(-1)} aria-label={`${title}: anteriores`}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
          <button type="button" onClick={() => page(1)} aria-label={`${title}: siguientes`}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        </div>
      </div>
      <ul ref={track} className={styles.track}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
