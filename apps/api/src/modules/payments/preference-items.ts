import { fromCents, toCents, type OrderItem } from '@shop/domain';
import type { OrderRow } from '../orders/rows.js';
import type { PreferenceItem } from './gateway.js';

/**
 * The order's charge as Checkout Pro items: each line (a promotion's picks as one line) at the
 * shop's prices with the coupon spread over them to the cent, plus a shipping line. The items add
 * up to exactly the order's total, so the payment can be checked against it.
 */
export function preferenceItems(order: OrderRow): PreferenceItem[] {
  const lines: {
    id: string;
    title: string;
    description: string;
    quantity: number;
    cents: number;
  }[] = [];
  for (const item of order.items as OrderItem[]) {
    const cents = toCents(item.price) * item.quantity;
    const last = lines.at(-1);
    const description = `${item.name}, ${item.variant.variant}, talle ${item.size}`;
    if (item.promotion && last?.id === `promo-${item.promotion.id}`) {
      last.title += ` + ${item.name} (${item.size})`;
      last.description += `; ${description}`;
      last.cents += cents;
    } else if (item.promotion) {
      lines.push({
        id: `promo-${item.promotion.id}`,
        title: `${item.promotion.title}: ${item.name} (${item.size})`,
        description,
        quantity: 1,
        cents,
      });
    } else {
      lines.push({
        id: `${item.id}-${item.size}`,
        title: `${item.name} · talle ${item.size}`,
        description,
        quantity: item.quantity,
        cents,
      });
    }
  }
  const merchandise = lines.reduce((sum, line) => sum + line.cents, 0);
  const target = order.transactionAmountCents - order.shippingAmountCents;
  const discount = merchandise - target;
  if (discount > 0 && merchandise > 0) {
    // Largest remainder: each line gives its share of the discount, whole cents.
    const shares = lines.map((line, index) => {
      const exact = (discount * line.cents) / merchandise;
      return { index, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
    });
    let left = discount - shares.reduce((sum, s) => sum + s.cents, 0);
    for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
      if (left === 0) break;
      share.cents += 1;
      left -= 1;
    }
    for (const share of shares) {
      const line = lines[share.index];
      if (line) line.cents -= share.cents;
    }
  }
  const items: PreferenceItem[] = lines
    .filter((line) => line.cents > 0)
    .map((line) =>
      line.cents % line.quantity === 0
        ? {
            id: line.id,
            title: line.title,
            description: line.description,
            categoryId: 'fashion' as const,
            quantity: line.quantity,
            unitPrice: fromCents(line.cents / line.quantity),
          }
        : {
            id: line.id,
            title: `${line.title} × ${line.quantity}`,
            description: line.description,
            categoryId: 'fashion' as const,
            quantity: 1,
            unitPrice: fromCents(line.cents),
          },
    );
  if (order.shippingAmountCents > 0) {
    items.push({
      id: 'envio',
      title: 'Envío',
      description: 'Envío del pedido por Correo Argentino',
      categoryId: 'others',
      quantity: 1,
      unitPrice: fromCents(order.shippingAmountCents),
    });
  }
  return items;
}
