import { formatARS, multiplyCents, toCents, type CartProductLine } from '@shop/domain';
import { formatPrice } from '../../lib/format';
import { ProductImage } from '../product-image';
import { colourOf } from './colour';
import styles from './cart-lines.module.css';
import { RemoveIcon } from './remove-icon';
import { ShopLink } from '../shop-link';
import { QuantityStepper } from '../ui/quantity-stepper';

/** One product line: picture, name, size and colour, unit price, quantity stepper, total. */
export function CartProductItem({
  line,
  onIncrease,
  onDecrease,
  onRemove,
}: {
  line: CartProductLine;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}) {
  const href = `/producto/${line.slug}`;
  const lineTotal = formatARS(multiplyCents(toCents(line.price), line.quantity));
  const atStock = line.quantity >= line.maxQuantity;
  return (
    <li className={styles.line}>
      <ShopLink to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {line.image && <ProductImage src={line.image} alt="" size={104} />}
      </ShopLink>
      <div className={styles.details}>
        <h3 className={styles.name}>
          <ShopLink to={href}>{line.name}</ShopLink>
        </h3>
        <p className={styles.meta}>
          Talle: {line.size}
          {colourOf(line) && ` · Color: ${colourOf(line)}`}
        </p>
        <p className={styles.unit}>{formatPrice(line.price)} c/u</p>
        {atStock && line.maxQuantity > 1 && (
          <p className={styles.stockHint}>Llegaste al stock disponible de este talle.</p>
        )}
      </div>
      <QuantityStepper
        value={line.quantity}
        max={atStock ? line.quantity : line.quantity + 1}
        label={`Cantidad de ${line.name}`}
        className={styles.stepper}
        onDecrease={onDecrease}
        onIncrease={onIncrease}
      />
      <p className={styles.lineTotal}>{lineTotal}</p>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Eliminar ${line.name}, talle ${line.size}`}
        onClick={onRemove}
      >
        <RemoveIcon />
      </button>
    </li>
  );
}
