import {
  formatARS,
  isPromotionLine,
  toCents,
  type CartLine,
  type OrderAmounts,
} from '@shop/domain';
import { useId, useState } from 'react';
import { ProductImage } from '../product-image';
import { CouponBox, type CouponState } from './coupon-box';
import styles from './order-summary.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';

function LineItem({ line }: { line: CartLine }) {
  if (isPromotionLine(line)) {
    return (
      <li className={styles.item}>
        <div className={styles.itemText}>
          <span className={styles.itemName}>
            {line.title} <span className={styles.itemBadge}>{line.type}</span>
          </span>
          <ul className={styles.itemParts}>
            {line.products.map((p) => (
              <li key={`${p.id}-${p.size}-${p.gift ? 'regalo' : 'pago'}`}>
                {p.name} · Talle {p.size}
                {p.gift ? ' · Regalo' : ''}
              </li>
            ))}
          </ul>
        </div>
        <span className={styles.itemPrice}>{formatARS(toCents(line.price))}</span>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      {line.image && (
        <ProductImage className={styles.itemImage} src={line.image} alt="" size={56} priority />
      )}
      <div className={styles.itemText}>
        <span className={styles.itemName}>{line.name}</span>
        <span className={styles.itemMeta}>
          Talle {line.size} · Cantidad {line.quantity}
        </span>
      </div>
      <span className={styles.itemPrice}>{formatARS(toCents(line.price) * line.quantity)}</span>
    </li>
  );
}

/**
 * SPEC.md section 2, Checkout: the summary panel (items, subtotal, transfer discount, shipping,
 * total and coupon box), collapsible on small screens.
 */
export function OrderSummary({
  lines,
  amounts,
  transferDiscountPercent,
  showTransferDiscount,
  shippingChosen,
  coupon,
  onCouponChange,
  couponRefusal,
}: {
  lines: readonly CartLine[];
  amounts: OrderAmounts;
  transferDiscountPercent: number;
  showTransferDiscount: boolean;
  shippingChosen: boolean;
  coupon: CouponState;
  onCouponChange: (coupon: CouponState) => void;
  /** Why the applied coupon does not apply to this cart: it is shown and not priced. */
  couponRefusal?: string;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside className={styles.summary} aria-label="Resumen del pedido" {...KEEP_CLEAR}>
      <button
        type="button"
        className={styles.summaryToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? 'Ocultar resumen del pedido' : 'Ver resumen del pedido'}</span>
        <strong>{formatARS(amounts.totalCents)}</strong>
      </button>
      <div id={bodyId} className={styles.summaryBody} data-open={open}>
        <h2 className={styles.summaryTitle}>Resumen del pedido</h2>
        <ul className={styles.items}>
          {lines.map((line) => (
            <LineItem
              key={isPromotionLine(line) ? line.lineId : `${line.id}-${line.size}`}
              line={line}
            />
          ))}
        </ul>
        <dl className={styles.amounts}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatARS(amounts.subtotalCents)}</dd>
          </div>
          {showTransferDiscount && (
            <div className={styles.saving}>
              <dt>Descuento por transferencia ({transferDiscountPercent}%)</dt>
              <dd>-{formatARS(amounts.transferDiscountCents)}</dd>
            </div>
          )}
          {coupon.status === 'applied' && !couponRefusal && amounts.couponDiscountCents > 0 && (
            <div className={styles.saving}>
              <dt>
                Cupón {coupon.code} ({coupon.label})
              </dt>
              <dd>-{formatARS(amounts.couponDiscountCents)}</dd>
            </div>
          )}
          <div>
            <dt>Envío</dt>
            <dd>
              {!shippingChosen
                ? 'A calcular'
                : amounts.shippingCents === 0
                  ? 'Gratis'
                  : formatARS(amounts.shippingCents)}
            </dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatARS(amounts.totalCents)}</dd>
          </div>
        </dl>
        <CouponBox
          coupon={coupon}
          onCouponChange={onCouponChange}
          productIds={lines.filter((line) => !isPromotionLine(line)).map((line) => line.id)}
          refusal={couponRefusal}
        />
      </div>
    </aside>
  );
}
