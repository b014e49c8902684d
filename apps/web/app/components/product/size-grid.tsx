import type { ProductSizeAnswer } from '@shop/domain';
import styles from './size-grid.module.css';

/** SPEC.md section 9: the size grid has 5 columns. */
export const SIZES_PER_ROW = 5;

function rowsOf<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/**
 * The sizes of a variant in rows of 5. Only sizes with stock can be chosen; the others are
 * struck out (SPEC.md section 5).
 */
export function SizeGrid({
  sizes,
  selected,
  onSelect,
}: {
  sizes: readonly ProductSizeAnswer[];
  selected: string | null;
  onSelect: (size: string) => void;
}) {
  return (
    <div className={styles.sizeGrid} role="group" aria-label="Talles">
      {rowsOf(sizes, SIZES_PER_ROW).map((row, index) => (
        <div key={index} className={styles.sizeRow} data-size-row="">
          {row.map(({ size, stock }) => {
            const soldOut = stock <= 0;
            const isSelected = selected === size;
            return (
              <button
                key={size}
                type="button"
                className={styles.size}
                data-selected={isSelected || undefined}
                aria-pressed={isSelected}
                aria-label={soldOut ? `${size} (sin stock)` : undefined}
                disabled={soldOut}
                onClick={() => onSelect(size)}
              >
                {soldOut ? <s>{size}</s> : size}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
