import { ProductCard } from '../product-card';
import type { SearchRescue } from './load-catalogue';
import styles from './catalogue.module.css';
import { ShopLink } from '../shop-link';

/** A search that finds nothing: the closest catalogue words, then the best sellers. */
export function SearchRescueView({ search, rescue }: { search: string; rescue: SearchRescue }) {
  return (
    <div className={styles.rescue}>
      <div className={styles.empty}>
        <p className={styles.rescueText}>No encontramos productos para “{search}”.</p>
        {rescue.suggestion && (
          <p className={styles.rescueText}>
            ¿Quisiste decir{' '}
            <ShopLink to={`/catalogo?search=${encodeURIComponent(rescue.suggestion)}`}>
              {rescue.suggestion}
            </ShopLink>
            ?
          </p>
        )}
      </div>
      {rescue.popular.length > 0 && (
        <>
          <h2 className={styles.rescueHeading}>Productos populares</h2>
          <ul className={styles.grid}>
            {rescue.popular.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
