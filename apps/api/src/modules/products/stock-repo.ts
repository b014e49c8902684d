import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { labelStock, type StockLabel } from './stock-labels.js';

export type StockSizeRow = {
  variantId: number;
  variant: string;
  size: string;
  stock: number;
  sold: number;
  sku: string;
  barcode: string;
};

export type StockMovementRow = {
  id: string;
  at: string;
  delta: number;
  stockAfter: number;
  reason: string;
  note: string;
  by: string | null;
  orderId: string | null;
  orderNumber: number | null;
};

/** A size's change as asked: `delta` units (negative takes). */
export type SizeDelta = { variantId: number; size: string; delta: number };

/** Why a change was not written: the size is unknown, or it would leave the stock below 0. */
export type StockRefusal =
  { refused: 'missing'; size: string } | { refused: 'negative'; size: string; stock: number };

class Refused extends Error {
  constructor(readonly refusal: StockRefusal) {
    super(refusal.refused);
  }
}

/** Stock of product sizes as the owner moves it; the history is written by the trigger (0018). */
export function createStockRepo(db: Db) {
  return {
    async product(
      id: string,
    ): Promise<{ id: string; productName: string; version: number } | undefined> {
      const rows = await queryRows<{ id: string; productName: string; version: number }>(
        db,
        sql`select id, product_name as "productName", version from products where id = ${id}`,
      );
      return rows[0];
    },

    async sizes(productId: string): Promise<StockSizeRow[]> {
      return queryRows<StockSizeRow>(
        db,
        sql`select s.variant_id as "variantId", v.name as variant, s.size, s.stock, s.sold,
              s.sku, s.barcode
            from product_sizes s
            join product_variants v on v.product_id = s.product_id and v.variant_id = s.variant_id
            where s.product_id = ${productId}
            order by v.position, s.position`,
      );
    },

    /**
     * Adds each delta to its size in one transaction named `label`: all of them, or none when a
     * size is unknown or would go below 0 (the refusal says which).
     */
    async change(
      productId: string,
      deltas: readonly SizeDelta[],
      label: StockLabel,
    ): Promise<StockRefusal | undefined> {
      try {
        await db.transaction(async (tx) => {
          await labelStock(tx, label);
          for (const { variantId, size, delta } of deltas) {
            const where = sql`product_id = ${productId} and variant_id = ${variantId}
              and size = ${size}`;
            const changed = await queryRows<{ stock: number }>(
              tx,
              sql`update product_sizes set stock = stock + ${delta}
                  where ${where} and stock + ${delta} >= 0 returning stock`,
            );
            if (changed.length > 0) continue;
            const [now] = await queryRows<{ stock: number }>(
              tx,
              sql`select stock from product_sizes where ${where}`,
            );
            throw new Refused(
              now ? { refused: 'negative', size, stock: now.stock } : { refused: 'missing', size },
            );
          }
        });
        return undefined;
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
    },

    /** Sets a size's SKU and barcode; false when the size is unknown. */
    async setCodes(
      productId: string,
      codes: { variantId: number; size: string; sku: string; barcode: string },
    ): Promise<boolean> {
      const rows = await queryRows<{ size: string }>(
        db,
        sql`update product_sizes set sku = ${codes.sku}, barcode = ${codes.barcode}
            where product_id = ${productId} and variant_id = ${codes.variantId}
              and size = ${codes.size}
            returning size`,
      );
      return rows.length > 0;
    },

    /** The size's newest `limit` movements, newest first, with the admin and order they name. */
    async history(
      productId: string,
      variantId: number,
      size: string,
      limit: number,
    ): Promise<StockMovementRow[]> {
      return queryRows<StockMovementRow>(
        db,
        sql`select m.id::text as id, m.created_at as at, m.delta, m.stock_after as "stockAfter",
              m.reason, m.note, nullif(coalesce(nullif(u.email, ''), u.username), '') as by,
              m.order_id as "orderId", o.order_number as "orderNumber"
            from stock_movements m
            left join admin_users u on u.id = m.user_id
            left join orders o on o.id = m.order_id
            where m.product_id = ${productId} and m.variant_id = ${variantId} and m.size = ${size}
            order by m.id desc
            limit ${limit}`,
      );
    },
  };
}

export type StockRepo = ReturnType<typeof createStockRepo>;
