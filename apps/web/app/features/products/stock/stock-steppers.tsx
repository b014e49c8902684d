import type { ProductStockAnswer, StockSizeAnswer } from '@shop/domain';
import { useState } from 'react';
import { FormAlert } from '../../../components/admin/form-alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/admin/api';
import { stockCalls } from './stock-calls';
import styles from './stock.module.css';

/** A size's name with its colour when the product has more than one. */
export const sizeName = (stock: ProductStockAnswer, size: StockSizeAnswer) =>
  new Set(stock.sizes.map((s) => s.variantId)).size > 1
    ? `${size.variant} · ${size.size}`
    : size.size;

/**
 * The quick +/− of each size (POST …/stock/adjust, one unit a click): from the products list
 * and the stock screen alike. The server refuses going below 0 in Spanish.
 */
export function StockSteppers({
  stock,
  onChange,
}: {
  stock: ProductStockAnswer;
  onChange: (stock: ProductStockAnswer) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function step(size: StockSizeAnswer, delta: number) {
    setBusy(true);
    setError(null);
    try {
      onChange(
        await stockCalls.adjust(stock.id, {
          variantId: size.variantId,
          size: size.size,
          delta,
          note: '',
        }),
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <FormAlert message={error} onClose={() => setError(null)} />
      <ul className={styles.steppers}>
        {stock.sizes.map((size) => {
          const name = sizeName(stock, size);
          return (
            <li key={`${size.variantId}-${size.size}`} className={styles.stepper}>
              <span className={styles.stepperSize}>{name}</span>
              <Button
                type="button"
                small
                disabled={busy || size.stock === 0}
                aria-label={`Restar 1 al talle ${name}`}
                onClick={() => step(size, -1)}
              >
                −
              </Button>
              <output className={styles.stepperCount} aria-label={`Stock del talle ${name}`}>
                {size.stock}
              </output>
              <Button
                type="button"
                small
                disabled={busy}
                aria-label={`Sumar 1 al talle ${name}`}
                onClick={() => step(size, 1)}
              >
                +
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
