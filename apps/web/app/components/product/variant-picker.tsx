import type { ProductVariantAnswer } from '@shop/domain';
import { VariantSwatches } from '../ui/variant-swatches';
import styles from './purchase-panel.module.css';

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
      <VariantSwatches
        variants={variants}
        selectedId={selectedId}
        large
        onSelect={(id) => {
          const chosen = variants.find((v) => v.id === id);
          if (chosen) onSelect(chosen);
        }}
      />
    </div>
  );
}
