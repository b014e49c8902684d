import { formatPrice, formatTransferPrice } from '../lib/format';
import type { ProductCardData } from '../lib/products';
import { shownPrices, useSales } from '../lib/shop-sales';
import { useShopTerms } from '../lib/shop-terms';
import { ProductImage } from './product-image';
import { ShopLink } from './shop-link';
import styles from './product-card.module.css';

/** The product tile of grids and carousels: picture, name, prices and discount badge. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductCardData;
  priority?: boolean;
}) {
  const { transferDiscountPercent } = useShopTerms();
  const image = product.variants[0]?.imgUrl[0];
  const { price, struck, badge } = shownPrices(product, useSales());
  const soldOut = product.stock === 0;
  return (
    <article className={styles.card}>
      <ShopLink to={`/producto/${product.slug}`} className={styles.link}>
        <div className={styles.media}>
          {image && (
            <ProductImage
              src={image}
              alt={product.productName}
              size={300}
              sizes="(max-width: 480px) 45vw, (max-width: 1025px) 30vw, 300px"
              priority={priority}
            />
          )}
          {badge && <span className={styles.badge}>{badge}</span>}
          {soldOut && <span className={styles.soldOut}>Sin stock</span>}
        </div>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.name}>{product.productName}</h3>
        <p className={styles.prices}>
          <span className={styles.price}>{formatPrice(price)}</span>
          {struck !== null && (
            <s className={styles.compare}>
              <span className="visually-hidden">Antes: </span>
              {formatPrice(struck)}
            </s>
          )}
        </p>
        <p className={styles.transfer}>
          {formatTransferPrice(price, transferDiscountPercent)} <span>con transferencia</span>
        </p>
      </ShopLink>
    </article>
  );
}
