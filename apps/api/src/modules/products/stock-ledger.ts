import { sql } from 'drizzle-orm';
import type { StockDemand } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { queryPrepared, queryRows } from '../../db/rows.js';

/**
 * Stock of product sizes, for orders: taken, given back and read inside the caller's
 * transaction. The checkout's placement statement in the orders' repo also takes stock, with
 * the order, coupon and jobs in one statement (decision 0022); a change of the sold counts moves
 * the product's sales count (the "popular" sort) in the same statement (migration 0013).
 */
export const stockLedger = {
  /**
   * Takes the units when that many are left, and counts them as sold; false, with nothing
   * changed, otherwise. One statement: one round trip per size.
   */
  async take(tx: DbExecutor, demand: StockDemand): Promise<boolean> {
    const rows = await queryPrepared<{ product_id: string }>(
      tx,
      sql`update product_sizes set stock = stock - ${demand.quantity}, sold = sold + ${demand.quantity}
          where product_id = ${demand.productId} and variant_id = ${demand.variantId}
            and size = ${demand.size} and stock >= ${demand.quantity}
          returning product_id`,
    );
    return rows.length > 0;
  },

  async left(tx: DbExecutor, demand: StockDemand): Promise<number> {
    const rows = await queryRows<{ stock: number }>(
      tx,
      sql`select stock from product_sizes where product_id = ${demand.productId}
            and variant_id = ${demand.variantId} and size = ${demand.size}`,
    );
    return rows[0]?.stock ?? 0;
  },

  /** Units back to stock and off the sales count (a size deleted since is skipped). */
  async giveBack(tx: DbExecutor, demand: StockDemand): Promise<void> {
    await queryPrepared(
      tx,
      sql`update product_sizes set stock = stock + ${demand.quantity},
            sold = greatest(sold - ${demand.quantity}, 0)
          where product_id = ${demand.productId} and variant_id = ${demand.variantId}
            and size = ${demand.size}`,
    );
  },
};

export type StockLedger = typeof stockLedger;
