import { PAID, SHIPPED } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** The statuses whose money counts as bought: paid, shipped or delivered (as the dashboard's sales). */
const SOLD = sql.raw([...PAID, ...SHIPPED].map((status) => `'${status}'`).join(', '));

export interface CustomerRow {
  email: string;
  name: string;
  phone: string | null;
  client_id: string | null;
  orders: number;
  bought_cents: string | number;
  last_order_at: Date | string;
  last_order_number: number;
  total: string | number;
}

export interface CustomerFilter {
  search?: string | undefined;
  limit?: number;
  offset?: number;
}

/** Every word somewhere in the name, e-mail, DNI/CUIT or phone (its digits too: 11 2345-6789). */
function searchCondition(search: string | undefined) {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  if (!words.length) return sql`true`;
  return sql.join(
    words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`(c.name ilike ${pattern} or c.email ilike ${pattern}
        or coalesce(c.client_id, '') ilike ${pattern} or coalesce(c.phone, '') ilike ${pattern}
        or regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') like ${pattern})`;
    }),
    sql` and `,
  );
}

/**
 * Customers as their orders say (no accounts): one per e-mail whatever its case, read through
 * orders_email_idx; bought counts paid orders net of refunds (order_net_cents, the dashboard's).
 */
export function createCustomerRepo(db: Db) {
  return {
    async list(filter: CustomerFilter): Promise<CustomerRow[]> {
      return queryRows<CustomerRow>(
        db,
        sql`with c as (
              select lower(o.email) as key,
                (array_agg(o.email order by o.created_at desc))[1] as email,
                (array_agg(o.name order by o.created_at desc))[1] as name,
                (array_agg(o.phone order by o.created_at desc) filter (where o.phone <> ''))[1] as phone,
                (array_agg(o.client_id order by o.created_at desc) filter (where o.client_id <> ''))[1] as client_id,
                count(*)::int as orders,
                coalesce(sum(order_net_cents(o)) filter (where o.status in (${SOLD})), 0) as bought_cents,
                max(o.created_at) as last_order_at,
                (array_agg(o.order_number order by o.created_at desc))[1] as last_order_number
              from orders o
              group by lower(o.email)
            )
            select c.*, count(*) over () as total from c
            where ${searchCondition(filter.search)}
            order by c.last_order_at desc, c.key
            limit ${filter.limit ?? null} offset ${filter.offset ?? 0}`,
      );
    },
  };
}

export type CustomerRepo = ReturnType<typeof createCustomerRepo>;
