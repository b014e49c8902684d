import type { ProductVariantAnswer } from '@shop/domain';
import styles from './product.module.css';
import { scaledImage } from '../../lib/images';

/** A variant's first picture cropped to width 200 (SPEC.md section 9). */
function thumbnailOf(variant: ProductVariantAnswer): string | undefined {
  const src = variant.imgUrl[0];
  return src ? scaledImage(src, 200) : undefined;
}

/** Variant thumbnails; choosing one shows its pictures and sizes. */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
}: {
  variants: readonly ProductVariantAnswer[];
  selectedId: number;
  onSelect: (variant: ProductVariantAnswer) => void;
}) {
  if (variants.length < 2) return null;
  const selected = variants.find((v) => v.id === selectedId);
  return (
    <div className={styles.block}>
      <p className={styles.label}>
        Color: <strong>{selected?.variant}</strong>
      </p>
      <ul className={styles.variants}>
        {variants.map((variant) => {
          const src = thumbnailOf(variant);
          return (
            <li key={variant.id}>
              <button
                type="button"
                className={styles.variant}
                aria-pressed={variant.id === selectedId}
                aria-label={variant.variant}
                title={variant.variant}
                onClick={() => onSelect(variant)}
              >
                {src ? (
                  <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" />
                ) : (
                  <span>{variant.variant}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
