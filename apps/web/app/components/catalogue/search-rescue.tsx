import { relaxedSearchNotice, type RelaxedSearchAnswer } from '@shop/domain';
import { ProductCard } from '../product-card';
import type { SearchRescue } from './load-catalogue';
import view from './catalogue-view.module.css';
import styles from './search-rescue.module.css';
import { ShopLink } from '../shop-link';

/** SPEC's text when a search or the filters find no product. */
export const EMPTY_RESULT_TEXT =
  'Tus parámetros de búsqueda no concuerdan con ninguno de nuestros productos, ¡sigue buscando!';

/** Above results found for some of the search's words: which words, and which found nothing. */
export function RelaxedSearchNotice({ relaxed }: { relaxed: RelaxedSearchAnswer }) {
  return <p className={styles.relaxed}>{relaxedSearchNotice(relaxed)}.</p>;
}

/**
 * A search that finds nothing: SPEC's text, '¿Quisiste decir …?' when a close correction finds
 * something, then the categories and products closest to what was typed.
 */
export function SearchRescueView({ rescue }: { rescue: SearchRescue }) {
  return (
    <div className={styles.rescue}>
      <div className={`${view.empty} ${styles.rescueEmpty}`}>
        <p className={styles.rescueText}>{EMPTY_RESULT_TEXT}</p>
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
      <nav aria-label="Categorías" className={styles.categories}>
        <h2 className={styles.rescueHeading}>Categorías</h2>
        <ul className={styles.categoryList}>
          {rescue.categories.map((category) => (
            <li key={category.slug}>
              <ShopLink className={styles.category} to={`/category/${category.slug}`}>
                {category.name}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      {rescue.closest.length > 0 && (
        <>
          <h2 className={styles.rescueHeading}>Lo más parecido a tu búsqueda</h2>
          <ul className={view.grid}>
            {rescue.closest.map((product, index) => (
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
