import styles from './home.module.css';
import { ShopLink } from '../shop-link';

/** The banner that takes the shopper to the running 2x1 promotion. */
export function PromoBanner({ slug, title }: { slug: string; title: string }) {
  return (
    <ShopLink to={`/promocion/${slug}`} className={styles.promo}>
      <span className={styles.promoBadge}>2x1</span>
      <span className={styles.promoText}>
        <strong>{title}</strong>
        <span>Llevate dos y pagá uno. Armá tu combo ahora.</span>
      </span>
      <span className={styles.promoCta}>Ver promoción</span>
    </ShopLink>
  );
}
