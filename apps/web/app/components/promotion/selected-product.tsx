import { availableSizes, selectedVariant, type PromotionSelection } from '@shop/domain';
import { formatPrice } from '../../lib/format';
import { ProductImage } from '../product-image';
import styles from './promotion.module.css';
import { scaledImage } from '../../lib/images';

/** A variant's first picture at thumbnail width (SPEC.md section 9: 200). */
function thumbnail(src: string | undefined): string | undefined {
  return src ? scaledImage(src, 200) : undefined;
}

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
            <ul className={styles.variants} aria-label={`Colores de ${product.productName}`}>
              {product.variants.map((v) => (
                <li key={v.id}>
                  <button
                    type="button"
                    className={styles.variant}
                    aria-pressed={v.id === selection.variantId}
                    aria-label={v.variant}
                    title={v.variant}
                    onClick={() => onVariant(v.id)}
                  >
                    {thumbnail(v.imgUrl[0]) ? (
                      <img
                        src={thumbnail(v.imgUrl[0])}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span>{v.variant}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
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
