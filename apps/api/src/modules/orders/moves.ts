/**
 * The one move function every status change of an order goes through (in the manner of
 * Vendure's transitionToState): the admin's edit, the provider's payments, the expiry, refunds,
 * alerts, the carrier's tracking and the checkout withdrawn when its payment never opened.
 */
import {
  demandsOf,
  holdsShipping,
  mayMove,
  ORDER_STATUS,
  refusedMoveMessage,
  SHIPPED,
  SHIPPING_HELD,
} from '@shop/domain';
import { ApiError } from '../../http/errors.js';
import { releaseStock, reserveStock } from '../products/stock.js';
import type { OrderCore, OrderMove } from './core.js';

export function createOrderMove(core: Pick<OrderCore, 'repo' | 'history' | 'alerts'>): OrderMove {
  const { repo, history } = core;

  /**
   * The one way an order's status changes: the transition table decides whether this actor may
   * make this move (refused: 409); the units go back to stock when it is cancelled (once) and
   * are taken again if it is reopened; the move is appended to the order's history, whose
   * effects (the shopper's e-mails) are queued with it. A move to the status the order has only
   * writes its patch.
   */
  return async function moveTo(tx, order, move, settings) {
    const { to, actor } = move;
    if (to !== order.status && !mayMove(order.status, to, actor)) {
      throw new ApiError(409, 'refused_transition', refusedMoveMessage(order.status, to));
    }
    // A hold stops the goods leaving; a parcel already gone may still be delivered.
    if (
      to !== order.status &&
      SHIPPED.includes(to) &&
      !SHIPPED.includes(order.status) &&
      holdsShipping(await core.alerts.openKinds(tx, order.id))
    ) {
      throw new ApiError(409, 'shipping_held', SHIPPING_HELD);
    }
    let stockHeld = order.stockHeld;
    if (to === ORDER_STATUS.cancelled && stockHeld) {
      // A refund of the whole payment cancels the order: its history names the refund.
      const reason = move.details && 'refunded' in move.details ? 'refund' : 'cancellation';
      await releaseStock(tx, demandsOf(order.items), { reason, orderId: order.id });
      stockHeld = false;
    } else if (to !== ORDER_STATUS.cancelled && !stockHeld) {
      await reserveStock(tx, demandsOf(order.items), { reason: 'order', orderId: order.id });
      stockHeld = true;
    }
    const updated = await repo.update(tx, order.id, { ...move.patch, status: to, stockHeld });
    if (to !== order.status) {
      await history.record(
        tx,
        updated,
        {
          type: 'status_changed',
          actor,
          fromStatus: order.status,
          toStatus: to,
          details: move.details ?? {},
        },
        settings,
      );
    }
    return updated;
  };
}
