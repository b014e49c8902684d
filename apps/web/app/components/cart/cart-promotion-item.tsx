import { pricePromotion, type CartPromotionLine } from '@shop/domain';
import { formatPrice } from '../../lib/format';
import { ProductImage } from '../product-image';
import { colourOf } from './colour';
import styles from './cart-lines.module.css';
import { RemoveIcon } from './remove-icon';
import { ShopLink } from '../shop-link';

/** Which of the bundle's products cost nothing, by position (the line keeps them sorted). */
function freePositions(line: CartPromotionLine): boolean[] {
  const priced = pricePromotion(
    line.type,
    line.products.map((product, position) => ({ ...product, position })),
  );
  const free = line.products.map(() => false);
  for (const pick of priced.picks) free[pick.position] = pick.free;
  return free;
}

/** A composed bundle: its products, which one is free, what it saves and what it costs. */
export function CartPromotionItem({
  line,
  onRemove,
}: {
  line: CartPromotionLine;
  onRemove: () => void;
}) {
  const free = freePositions(line);
  return (
    <li className={styles.bundle}>
      <div className={styles.bundleHeader}>
        <span className={styles.typeBadge}>{line.type}</span>
        <h3 className={styles.name}>{line.title}</h3>
        <button
          type="button"
          className={styles.remove}
          aria-label={`Eliminar la promoción ${line.title}`}
          onClick={onRemove}
        >
          <RemoveIcon />
        </button>
      </div>
      <ul className={styles.bundleItems} aria-label={`Productos de ${line.title}`}>
        {line.products.map((product, position) => (
          <li key={`${product.id}-${product.size}-${position}`} className={styles.bundleItem}>
            <ShopLink
              to={`/producto/${product.slug}`}
              className={styles.thumb}
              tabIndex={-1}
              aria-hidden="true"
            >
              {product.image && <ProductImage src={product.image} alt="" size={56} />}
            </ShopLink>
            <div>
              <p className={styles.bundleItemName}>
                <ShopLink to={`/producto/${product.slug}`}>{product.name}</ShopLink>
              </p>
              <p className={styles.meta}>
                Talle: {product.size}
                {colourOf(product) && ` · Color: ${colourOf(product)}`}
                {product.gift && ' · Regalo'}
              </p>
            </div>
            <p className={styles.bundleItemPrice}>
              {free[position] ? (
                <>
                  <span className={styles.free}>Gratis</span>
                  <s>
                    <span className="visually-hidden">Antes: </span>
                    {formatPrice(product.price)}
                  </s>
                </>
              ) : (
                formatPrice(product.price)
              )}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.bundleFooter}>
        {line.discountAmount > 0 && (
          <p className={styles.saving}>Ahorrás {formatPrice(line.discountAmount)}</p>
        )}
        <p className={styles.lineTotal}>{formatPrice(line.price)}</p>
      </div>
    </li>
  );
}
