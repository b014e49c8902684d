import type { ProductAnswer, ProductVariantAnswer } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { useShopStore } from '../../store/shop-store';
import { showToast } from '../toasts';
import { cartLineFor } from './cart-line';
import { pushDataLayer } from './data-layer';
import { QuantityStepper } from '../ui/quantity-stepper';
import { SizeGrid } from './size-grid';
import { SizeGuide } from './size-guide';
import { VariantPicker } from './variant-picker';
import styles from './purchase-panel.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';
import { NeedsScripts } from '../needs-scripts';

export const SIZE_REQUIRED_TEXT = 'Por favor, selecciona un talle.';
export const SIZE_REQUIRED_MS = 3000;
export const ADDED_TEXT = 'Añadiste al carrito un producto';
export const NO_MORE_STOCK_TEXT =
  'Ya tenés en el carrito todas las unidades disponibles de este talle.';

/** Variant, size and quantity choice with the 'Agregar al carrito' button. */
export function PurchasePanel({
  product,
  variant,
  onVariantChange,
}: {
  product: ProductAnswer;
  variant: ProductVariantAnswer;
  onVariantChange: (variant: ProductVariantAnswer) => void;
}) {
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const stock = variant.sizes.find((s) => s.size === size)?.stock ?? 0;
  const soldOut = variant.sizes.every((s) => s.stock <= 0);

  const chooseVariant = (next: ProductVariantAnswer) => {
    if (next.id === variant.id) return;
    setSize(null);
    setQuantity(1);
    onVariantChange(next);
  };

  const chooseSize = (next: string) => {
    setSize(next);
    setSizeMissing(false);
    const nextStock = variant.sizes.find((s) => s.size === next)?.stock ?? 1;
    setQuantity((q) => Math.min(q, Math.max(1, nextStock)));
  };

  const addToCart = () => {
    if (!size) {
      setSizeMissing(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setSizeMissing(false), SIZE_REQUIRED_MS);
      return;
    }
    const line = cartLineFor(product, variant, size, quantity);
    if (!useShopStore.getState().addToCart(line)) {
      showToast(NO_MORE_STOCK_TEXT, { type: 'error' });
      return;
    }
    showToast(ADDED_TEXT, { type: 'success' });
    pushDataLayer({
      event: 'AddToCart',
      content_ids: [product.id],
      content_name: product.productName,
      content_type: 'product',
      value: product.price * quantity,
      currency: 'ARS',
      quantity,
      size,
      variant: variant.variant,
    });
  };

  // Units to add: 1 until a size is chosen, then up to what that size has in stock.
  const mostUnits = Math.max(1, size ? stock : 1);
  return (
    <div className={styles.purchase}>
      <VariantPicker variants={product.variants} selectedId={variant.id} onSelect={chooseVariant} />
      <div className={styles.block}>
        <div className={styles.sizeHeader}>
          <p className={styles.label} id="size-label">
            Talle{size ? ': ' : ''}
            {size && <strong>{size}</strong>}
          </p>
          <SizeGuide category={product.cat} sizes={variant.sizes.map((s) => s.size)} />
        </div>
        <SizeGrid sizes={variant.sizes} selected={size} onSelect={chooseSize} />
      </div>
      <div className={styles.buyRow} {...KEEP_CLEAR}>
        <QuantityStepper
          value={quantity}
          max={mostUnits}
          label="Cantidad"
          large
          onDecrease={() => setQuantity((units) => Math.max(1, units - 1))}
          onIncrease={() => setQuantity((units) => Math.min(mostUnits, units + 1))}
        />
        <button type="button" className={styles.addButton} onClick={addToCart} disabled={soldOut}>
          {soldOut ? 'Sin stock' : 'Agregar al carrito'}
        </button>
      </div>
      <p className={styles.sizeMissing} role="alert">
        {sizeMissing ? SIZE_REQUIRED_TEXT : ''}
      </p>
      <NeedsScripts>
        Para elegir color y talle y agregar al carrito, activá JavaScript en tu navegador.
      </NeedsScripts>
    </div>
  );
}
