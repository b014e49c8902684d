/**
 * SPEC.md's admin edit of items. A line's size changes (same price, the stock moves); its
 * quantity does not, nor is a line dropped: the order's total was charged or told to the
 * shopper (docs/decisions/0010-editing-order-items.md).
 */
import {
  demandsOf,
  ITEMS_LOCKED,
  type OrderItem,
  type OrderUpdate,
  type SizeChange,
  type StockDemand,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { ApiError, conflict, unprocessable } from '../../http/errors.js';
import { releaseStock, reserveStock } from '../products/stock.js';
import type { OrderRepo } from './repo.js';
import type { OrderRow } from './rows.js';

/** The order's lines as edited, sizes checked against the catalogue and stock moved. */
export async function editItems(
  repo: OrderRepo,
  tx: DbExecutor,
  order: OrderRow,
  edits: NonNullable<OrderUpdate['items']>,
): Promise<OrderItem[]> {
  const current = order.items;
  const byLine = new Map(current.map((item) => [item.lineId, item]));
  const seen = new Set<string>();
  const next = edits.map((edit) => {
    const item = byLine.get(edit.lineId);
    if (!item || seen.has(edit.lineId)) {
      throw unprocessable(
        'Solo se pueden cambiar el talle y la cantidad de los productos del pedido.',
      );
    }
    seen.add(edit.lineId);
    return { ...item, size: edit.size, quantity: edit.quantity };
  });
  if (
    next.length !== current.length ||
    next.some((item) => item.quantity !== byLine.get(item.lineId)?.quantity)
  ) {
    throw new ApiError(409, 'items_locked', ITEMS_LOCKED);
  }
  const resized = next.filter((item) => item.size !== byLine.get(item.lineId)?.size);
  if (resized.length) {
    const catalogue = await repo.loadProducts(
      tx,
      resized.map((i) => i.id),
    );
    for (const item of resized) {
      const variant = catalogue.get(item.id)?.variants.find((v) => v.id === item.variant.id);
      if (!variant?.sizes.some((s) => s.size === item.size)) {
        throw conflict(`${item.name} no tiene el talle ${item.size}.`);
      }
    }
  }
  if (order.stockHeld) {
    const before = new Map(
      demandsOf(current).map((d) => [JSON.stringify([d.productId, d.variantId, d.size]), d]),
    );
    const after = demandsOf(next);
    const toReturn: StockDemand[] = [];
    const toTake: StockDemand[] = [];
    for (const demand of after) {
      const key = JSON.stringify([demand.productId, demand.variantId, demand.size]);
      const old = before.get(key);
      before.delete(key);
      const change = demand.quantity - (old?.quantity ?? 0);
      if (change > 0) toTake.push({ ...demand, quantity: change });
      if (change < 0) toReturn.push({ ...demand, quantity: -change });
    }
    toReturn.push(...before.values());
    await releaseStock(tx, toReturn, { reason: 'order', orderId: order.id });
    await reserveStock(tx, toTake, { reason: 'order', orderId: order.id });
  }
  return next;
}

/** The lines whose size really changed (forms send every line at each save). */
export function sizeChanges(
  order: OrderRow,
  items: readonly OrderItem[] | undefined,
): SizeChange[] {
  const before = new Map(order.items.map((item) => [item.lineId, item.size]));
  return (items ?? [])
    .filter((item) => item.size !== before.get(item.lineId))
    .map(({ lineId, name, size }) => ({ lineId, name, from: before.get(lineId), to: size }));
}
