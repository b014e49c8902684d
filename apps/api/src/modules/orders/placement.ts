/**
 * Placing a new order (the checkout's and the admin's draft) in one statement with its stock,
 * coupon use, first event and jobs; and the checkout's order withdrawn when its payment never
 * opened.
 */
import { randomUUID } from 'node:crypto';
import {
  mayMove,
  ORDER_STATUS,
  refusedMoveMessage,
  type NewOrderEvent,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { conflict, unprocessable } from '../../http/errors.js';
import {
  couponRefused,
  lockCoupon,
  readUsableCoupon,
  type TakenCoupon,
} from '../discounts/coupon-uses.js';
import { shortOfStock } from '../products/stock.js';
import type { OrderCore, OrderMove } from './core.js';
import type { NewOrder } from './order-row.js';
import type { OrderRow } from './rows.js';

/**
 * A product's price changed (or it was disabled) after the order was priced from the catalogue
 * memory: nothing was placed; the checkout prices again from the database (decision 0032).
 */
export class StalePricesError extends Error {
  constructor() {
    super('the order was priced with a price the database no longer has');
    this.name = 'StalePricesError';
  }
}

/**
 * How many times a placement is tried again after a refusal that the next try may not meet:
 * units given back between the refusal and the count of what was left, a coupon re-priced.
 */
const PLACEMENT_ATTEMPTS = 3;
const STOCK_KEPT_CHANGING =
  'El stock cambió mientras confirmábamos tu pedido. Intentá de nuevo en unos segundos.';

/** New orders, and the checkout's order withdrawn. */
export function createOrderPlacement(core: OrderCore, moveTo: OrderMove) {
  const { repo, history } = core;

  /**
   * Places a new order in one statement with its stock, coupon use, first event and jobs, and
   * its promotion uses; refuses (409) naming a size that ran out. `price` builds the order for
   * the coupon as read now (null without a code): a coupon used up or changed in between is read
   * and priced again. 'replayed': the order of the row's Idempotency-Key exists already. The
   * order is born in its status by the transition table, like every move after (moves.ts).
   * `customer`: whom the coupon's per-customer limit counts (e-mail, DNI/CUIT).
   */
  async function placeOrder(
    couponCode: string | undefined,
    price: (coupon: TakenCoupon | null) => NewOrder,
    settings: Settings,
    customer: { email: string; clientId: string },
  ): Promise<OrderRow | 'replayed'> {
    for (let attempt = 1; ; attempt++) {
      const coupon = couponCode ? await readUsableCoupon(repo.db, couponCode, customer) : null;
      const order = price(coupon);
      const { row, event } = order;
      if (!mayMove(null, row.status, event.actor)) {
        throw unprocessable(refusedMoveMessage(null, row.status), 'refused_transition');
      }
      const id = randomUUID();
      const created: NewOrderEvent<'created'> = {
        type: 'created',
        fromStatus: null,
        toStatus: row.status,
        ...event,
      };
      const placement = {
        row: { ...row, id },
        demands: order.demands,
        coupon: coupon && {
          id: coupon.id,
          version: coupon.version,
          perCustomerLimit: coupon.terms.perCustomerLimit,
          customer: coupon.customer,
        },
        prices: order.prices,
        promotionIds: order.promotionIds,
        event: created,
        jobs: history.jobsOfCreation(
          created,
          { id, email: row.email, shipmentImportedAt: null },
          settings,
        ),
      };
      // A limit per customer is counted after the coupon's last order committed: its row is
      // locked first, so the statement's snapshot sees every use before it (decision 0040).
      const placed =
        coupon?.terms.perCustomerLimit != null
          ? await repo.transaction(async (tx) => {
              await lockCoupon(tx, coupon.id);
              return repo.place(tx, placement);
            })
          : await repo.place(repo.db, placement);
      if (placed === 'price') throw new StalePricesError();
      if (placed === 'stock') {
        const short = await shortOfStock(repo.db, order.demands);
        if (short) throw short;
      } else if (placed !== 'coupon') {
        return placed;
      }
      if (attempt === PLACEMENT_ATTEMPTS) {
        throw placed === 'stock' ? conflict(STOCK_KEPT_CHANGING) : couponRefused();
      }
    }
  }

  /**
   * A checkout whose payment could not be opened: the order is cancelled (moveTo: its units go
   * back) without a word to the shopper and its Idempotency-Key freed. Answers whether the order
   * still held its units (the caller then gives its coupon use back).
   */
  async function withdrawUnopened(
    tx: DbExecutor,
    orderId: string,
    reason: string,
    settings: Settings,
  ): Promise<boolean> {
    const order = await repo.lock(tx, orderId);
    if (!order || !mayMove(order.status, ORDER_STATUS.cancelled, 'system')) return false;
    await moveTo(
      tx,
      order,
      {
        to: ORDER_STATUS.cancelled,
        actor: 'system',
        patch: { statusDetail: reason, idempotencyKey: null },
        details: { reason, notify: false },
      },
      settings,
    );
    return order.stockHeld;
  }

  return { placeOrder, withdrawUnopened };
}
