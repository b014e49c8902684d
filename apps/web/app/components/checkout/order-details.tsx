import { formatARS, PAID, toCents, type PublicOrder } from '@shop/domain';
import { useEffect } from 'react';
import { useShopStore } from '../../store/shop-store';
import { pushDataLayer } from '../product/data-layer';
import styles from './order-details.module.css';

/** GET /api/order-status/:order_number as the result pages read it: the domain's public order. */
export type OrderView = Pick<
  PublicOrder,
  | 'order_number'
  | 'status'
  | 'status_label'
  | 'payment_method'
  | 'name'
  | 'email'
  | 'phone'
  | 'subtotal'
  | 'transfer_discount'
  | 'coupon_discount'
  | 'shipping_amount'
  | 'transaction_amount'
  | 'shipping_type'
> & {
  items: Pick<PublicOrder['items'][number], 'name' | 'size' | 'quantity' | 'price' | 'promotion'>[];
};

/**
 * How the order reaches the shopper, from the delivery chosen at checkout (issue 42 item 9);
 * null for an order the owner loaded with some other wording.
 */
export function howItArrives(shippingType: string): string | null {
  if (shippingType === 'domicilio') {
    return 'Lo enviamos por Correo Argentino a la dirección que cargaste.';
  }
  if (shippingType === 'sucursal') {
    return 'Lo enviamos por Correo Argentino a la sucursal que elegiste, donde lo retirás.';
  }
  return null;
}

const SENT_KEY = 'purchaseEventsSent';

function alreadySent(orderNumber: number): boolean {
  try {
    const sent = JSON.parse(localStorage.getItem(SENT_KEY) ?? '[]') as unknown;
    return Array.isArray(sent) && sent.includes(orderNumber);
  } catch {
    return false;
  }
}

function markSent(orderNumber: number) {
  try {
    const sent = JSON.parse(localStorage.getItem(SENT_KEY) ?? '[]') as unknown;
    const list = Array.isArray(sent) ? sent.filter((n) => typeof n === 'number') : [];
    localStorage.setItem(SENT_KEY, JSON.stringify([...list, orderNumber].slice(-50)));
  } catch {
    // Without storage the event may repeat on a reload; nothing else depends on it.
  }
}

/**
 * SPEC.md section 7: the Purchase event of a result page (order number, amount, currency ARS,
 * customer details), pushed once per order the server confirmed, even if the page is reloaded;
 * an order it does not confirm sends nothing (amounts never come from the address). A paid or pending
 * Mercado Pago order also empties the cart it came from; a rejected one keeps it for a retry.
 */
export function usePurchaseEvent({
  order,
  resetsCart,
}: {
  order: OrderView | null;
  resetsCart: boolean;
}) {
  useEffect(() => {
    if (!resetsCart) return;
    // Emptied only once the saved cart is back, or the restore would bring it back.
    const reset = () => useShopStore.getState().resetCart();
    if (useShopStore.persist.hasHydrated()) {
      reset();
      return;
    }
    return useShopStore.persist.onFinishHydration(reset);
  }, [resetsCart]);

  useEffect(() => {
    // A sale is counted once it is one: paid, or a transfer order reserved for its payment.
    const isSale =
      order && (order.payment_method === 'transferencia' || PAID.includes(order.status));
    if (!order || !isSale || alreadySent(order.order_number)) return;
    markSent(order.order_number);
    pushDataLayer({
      event: 'Purchase',
      order_number: order.order_number,
      value: order.transaction_amount,
      currency: 'ARS',
      status: order.status,
      payment_method: order.payment_method,
      customer: { name: order.name, email: order.email, phone: order.phone },
    });
  }, [order]);
}

const pesos = (value: number) => formatARS(toCents(value));

/** The order's state and lines, as the result pages show them. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <section className={styles.order} aria-labelledby="order-details-title">
      <div className={styles.head}>
        <h2 id="order-details-title">Detalle del pedido #{order.order_number}</h2>
        <p className={styles.status}>
          Estado: <strong>{order.status_label}</strong>
        </p>
      </div>
      <ul className={styles.items}>
        {order.items.map((item, index) => (
          <li key={`${item.name}-${item.size}-${index}`}>
            <span>
              {item.name} · Talle {item.size} · {item.quantity}{' '}
              {item.quantity === 1 ? 'unidad' : 'unidades'}
              {item.promotion ? ` · ${item.promotion.title}` : ''}
            </span>
            <span>{formatARS(toCents(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <div>
          <dt>Subtotal</dt>
          <dd>{pesos(order.subtotal)}</dd>
        </div>
        {order.transfer_discount > 0 && (
          <div>
            <dt>Descuento por transferencia</dt>
            <dd>-{pesos(order.transfer_discount)}</dd>
          </div>
        )}
        {order.coupon_discount > 0 && (
          <div>
            <dt>Cupón</dt>
            <dd>-{pesos(order.coupon_discount)}</dd>
          </div>
        )}
        <div>
          <dt>Envío</dt>
          <dd>{order.shipping_amount === 0 ? 'Gratis' : pesos(order.shipping_amount)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{pesos(order.transaction_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
