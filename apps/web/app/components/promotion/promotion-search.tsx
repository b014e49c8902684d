import { searchCandidates, type CandidateProduct } from '@shop/domain';
import { useId } from 'react';
import { formatPrice } from '../../lib/format';
import { SearchIcon } from '../layout/icons';
import { ProductImage } from '../product-image';
import styles from './promotion-search.module.css';

/**
 * 'Buscar productos promocionales' (or 'Buscar productos de regalo'): results show while the
 * shopper types; choosing one hands it to the composer.
 */
export function PromotionSearch({
  label,
  candidates,
  query,
  onQueryChange,
  onSelect,
}: {
  label: string;
  candidates: readonly CandidateProduct[];
  query: string;
  onQueryChange: (query: string) => void;
  onSelect: (product: CandidateProduct) => void;
}) {
  const id = useId();
  const results = searchCandidates(candidates, query);
  const open = query.trim() !== '';
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchBox}>
        <SearchIcon className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder={label}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-controls={open ? `${id}-results` : undefined}
        />
      </div>
      {open && (
        <div className={styles.results} id={`${id}-results`}>
          {results.length === 0 ? (
            <p className={styles.noResults}>No encontramos productos con ese nombre.</p>
          ) : (
            <ul aria-label={`Resultados: ${label}`}>
              {results.map((product) => (
                <li key={product.id}>
                  <button type="button" className={styles.result} onClick={() => onSelect(product)}>
                    {product.variants[0]?.imgUrl[0] && (
                      <ProductImage src={product.variants[0].imgUrl[0]} alt="" size={48} />
                    )}
                    <span className={styles.resultName}>{product.productName}</span>
                    <span className={styles.resultPrice}>{formatPrice(product.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
