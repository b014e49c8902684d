/**
 * New orders reach the owner (issue 44): the orders no admin has opened yet, and opening one.
 * A Mercado Pago checkout still unpaid, refused or cancelled unpaid is left out: the shopper may
 * still be paying, and it becomes new when its payment is approved.
 */
import { AWAITING_PAYMENT, fromCents, ORDER_STATUS, type NewOrdersAnswer } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import { ORDER_NOT_FOUND } from './core.js';

const NOT_YET_AN_ORDER = sql.raw(
  [...AWAITING_PAYMENT, ORDER_STATUS.cancelled].map((status) => `'${status}'`).join(', '),
);

type UnopenedRow = {
  count: number;
  id: string | null;
  order_number: number | null;
  name: string | null;
  total_cents: string | number | null;
  created_at: Date | string | null;
};

export function createNewOrders(db: Db) {
  return {
    /** How many orders wait to be opened, and the newest (read through orders_unopened_idx). */
    async unopened(): Promise<NewOrdersAnswer> {
      const [row] = await queryRows<UnopenedRow>(
        db,
        sql`with waiting as (
              select id, order_number, name, transaction_amount_cents, created_at from orders
              where opened_at is null
                and not (payment_method = 'mercadopago' and status in (${NOT_YET_AN_ORDER}))
            )
            select (select count(*)::int from waiting) as count, w.id, w.order_number, w.name,
              w.transaction_amount_cents as total_cents, w.created_at
            from (select 1) one
            left join lateral (
              select * from waiting order by created_at desc, order_number desc limit 1
            ) w on true`,
      );
      if (!row?.id) return { count: row?.count ?? 0, latest: null };
      return {
        count: row.count,
        latest: {
          id: row.id,
          order_number: row.order_number!,
          name: row.name!,
          total: fromCents(Number(row.total_cents)),
          created_at: new Date(row.created_at!).toISOString(),
        },
      };
    },

    /**
     * An admin opened the order: it is no longer new. Only the first opening writes, so the
     * order's version (its form's stale-write check) moves once, before the form reads it.
     */
    async markOpened(id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
      const rows = await queryRows<{ id: string }>(
        db,
        sql`with opened as (
              update orders set opened_at = now() where id = ${id} and opened_at is null
              returning id
            )
            select id from opened union all select id from orders where id = ${id}`,
      );
      if (!rows.length) throw notFound(ORDER_NOT_FOUND);
    },
  };
}
