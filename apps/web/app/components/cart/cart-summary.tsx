import {
  cartItemCount,
  cartTotals,
  formatARS,
  freeShippingMissingText,
  freeShippingReachedText,
  toCents,
  type CartLine,
} from '@shop/domain';
import { Button } from '../ui/button';
import styles from './cart-summary.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';

const units = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

/** Resumen Del Pedido: subtotal, promotions, Total, the transfer price and the way on. */
export function CartSummary({
  lines,
  transferDiscountPercent,
  freeShippingThreshold,
  homeDeliverySurcharge,
  onCheckout,
}: {
  lines: readonly CartLine[];
  transferDiscountPercent: number;
  freeShippingThreshold: number;
  homeDeliverySurcharge: number;
  onCheckout: () => void;
}) {
  const totals = cartTotals(lines, transferDiscountPercent);
  const terms = { freeShippingThreshold, homeDeliverySurcharge };
  const thresholdCents = toCents(freeShippingThreshold);
  const missingCents = Math.max(0, thresholdCents - totals.subtotalCents);
  const progress = thresholdCents > 0 ? Math.min(1, totals.subtotalCents / thresholdCents) : 1;
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary" {...KEEP_CLEAR}>
      <h2 id="cart-summary" className={styles.summaryTitle}>
        Resumen Del Pedido
      </h2>
      <dl className={styles.rows}>
        <dt>Productos ({units(cartItemCount(lines))})</dt>
        <dd>{formatARS(totals.subtotalCents + totals.promotionDiscountCents)}</dd>
        {totals.promotionDiscountCents > 0 && (
          <>
            <dt>Descuento por promociones</dt>
            <dd className={styles.saved}>−{formatARS(totals.promotionDiscountCents)}</dd>
          </>
        )}
        <dt>Subtotal</dt>
        <dd>{formatARS(totals.subtotalCents)}</dd>
      </dl>
      <div className={styles.totalRow}>
        <p>Total</p>
        <p>{formatARS(totals.totalCents)}</p>
      </div>
      <p className={styles.transfer}>
        <strong>{formatARS(totals.transferTotalCents)}</strong> pagando con transferencia (
        {transferDiscountPercent}% de descuento)
      </p>
      <div className={styles.shipping}>
        <p className={styles.note}>
          {missingCents === 0
            ? freeShippingReachedText(terms)
            : freeShippingMissingText(formatARS(missingCents), terms)}
        </p>
        <div className={styles.progress} aria-hidden="true">
          <span style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      </div>
      <Button type="button" variant="ink" className={styles.checkout} onClick={onCheckout}>
        CONTINUAR COMPRA
      </Button>
      <p className={styles.note}>
        <strong>Compra Protegida</strong>
        Tus datos cuidados durante toda la compra.
      </p>
    </aside>
  );
}
