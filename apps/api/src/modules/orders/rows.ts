/** The order's rows and what placing one writes: the types other modules may hold. */
import type { NewOrderEvent, StockDemand } from '@shop/domain';
import type { orderEvents, orders } from '../../db/schema.js';
import type { NewJob } from '../jobs/enqueue.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** A new order and everything placing it writes with it (see `place`). */
export type OrderPlacement = {
  row: NewOrderRow & { id: string };
  /** Units to take, one demand per size. */
  demands: readonly StockDemand[];
  /**
   * The coupon use to take, at the version the order was priced with, for this customer (the
   * per-customer limit counts their uses by e-mail or DNI/CUIT).
   */
  coupon: {
    id: string;
    version: number;
    perCustomerLimit: number | null;
    customer: { email: string; clientId: string };
  } | null;
  /**
   * Each product's price the order was priced with: checked against the products' rows in the
   * same statement, so a price read from a memory that missed a change places nothing.
   */
  prices: readonly { productId: string; priceCents: number }[];
  promotionIds: readonly string[];
  /** The order's first event, and the jobs it causes. */
  event: NewOrderEvent<'created'>;
  jobs: readonly NewJob[];
};

/**
 * Why nothing was placed: a size had fewer units left, the coupon has no use left (for anyone
 * or for this customer; or it changed), a product's price is not the one the order was priced with (or it is
 * disabled), or the order of the row's Idempotency-Key exists already.
 */
export type PlacementRefusal = 'stock' | 'coupon' | 'price' | 'replayed';
