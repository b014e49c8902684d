import { availableSizes, selectedVariant, type PromotionSelection } from '@shop/domain';
import { formatPrice } from '../../lib/format';
import { ProductImage } from '../product-image';
import styles from './selected-product.module.css';
import { VariantSwatches } from '../ui/variant-swatches';

/** One chosen product: its picture, variant choice, size picker and 'Quitar'. */
export function SelectedProduct({
  selection,
  free,
  onVariant,
  onSize,
  onRemove,
}: {
  selection: PromotionSelection;
  free: boolean;
  onVariant: (variantId: number) => void;
  onSize: (size: string) => void;
  onRemove: () => void;
}) {
  const { product } = selection;
  const variant = selectedVariant(selection);
  const sizes = availableSizes(variant);
  const image = variant?.imgUrl[0];
  return (
    <li className={styles.selected}>
      <div className={styles.selectedImage}>
        {image && <ProductImage src={image} alt={product.productName} size={112} />}
        {selection.gift && <span className={styles.giftBadge}>Regalo</span>}
      </div>
      <div className={styles.selectedTop}>
        <div>
          <h3 className={styles.selectedName}>{product.productName}</h3>
          <p className={styles.selectedPrice}>
            {free ? (
              <>
                <span className={styles.free}>Gratis</span>{' '}
                <s>
                  <span className="visually-hidden">Antes: </span>
                  {formatPrice(product.price)}
                </s>
              </>
            ) : (
              formatPrice(product.price)
            )}
          </p>
        </div>
        <button
          type="button"
          className={styles.removeButton}
          aria-label={`Quitar ${product.productName}`}
          onClick={onRemove}
        >
          Quitar
        </button>
      </div>
      <div className={styles.selectedChoices}>
        {product.variants.length > 1 && (
          <div className={styles.choice}>
            <p className={styles.choiceLabel}>
              Color: <strong>{variant?.variant}</strong>
            </p>
            <VariantSwatches
              variants={product.variants}
              selectedId={selection.variantId}
              label={`Colores de ${product.productName}`}
              onSelect={onVariant}
            />
          </div>
        )}
        <div className={styles.choice}>
          <p className={styles.choiceLabel}>
            Talle{selection.size ? ': ' : ''}
            {selection.size && <strong>{selection.size}</strong>}
          </p>
          <div className={styles.sizes} role="group" aria-label={`Talle de ${product.productName}`}>
            {sizes.map((size) => (
              <button
                key={size}
                type="button"
                className={styles.size}
                aria-pressed={selection.size === size}
                onClick={() => onSize(size)}
              >
                {size}
              </button>
            ))}
          </div>
        </div>
      </div>
    </li>
  );
}
