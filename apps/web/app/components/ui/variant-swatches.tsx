import { scaledImage } from '../../lib/images';
import styles from './variant-swatches.module.css';

/**
 * A product's colours as buttons showing each one's first picture (cropped to width 200, SPEC.md
 * section 9), or its name when it has none: the product page and the promotion's chosen products.
 */
export function VariantSwatches({
  variants,
  selectedId,
  onSelect,
  label,
  large = false,
}: {
  variants: readonly { id: number; variant: string; imgUrl: readonly string[] }[];
  selectedId: number | undefined;
  onSelect: (variantId: number) => void;
  /** The list's name for screen readers, when the page shows several. */
  label?: string;
  /** The product page's bigger swatches. */
  large?: boolean;
}) {
  const side = large ? 72 : 48;
  return (
    <ul className={`${styles.swatches} ${large ? styles.large : ''}`} aria-label={label}>
      {variants.map((variant) => {
        const src = variant.imgUrl[0] ? scaledImage(variant.imgUrl[0], 200) : undefined;
        return (
          <li key={variant.id}>
            <button
              type="button"
              className={styles.swatch}
              aria-pressed={variant.id === selectedId}
              aria-label={variant.variant}
              title={variant.variant}
              onClick={() => onSelect(variant.id)}
            >
              {src ? (
                <img src={src} alt="" width={side} height={side} loading="lazy" decoding="async" />
              ) : (
                <span>{variant.variant}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
