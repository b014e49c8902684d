import { ORDER_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** The shop's calendar: a sale belongs to the day it was made in Argentina. */
export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Statuses of an order whose payment arrived, as the orders table stores them today. */
export const PAID_STATUSES = [
  ORDER_STATUS.approved,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cardApproved,
];

const tz = sql.raw(`'${SHOP_TIME_ZONE}'`);
/** The shop's date at `now`, and the instant a local date starts. */
const localToday = (now: Date) =>
  sql`(cast(${now.toISOString()} as timestamptz) at time zone ${tz})::date`;
const startOf = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone ${tz})`;
const paid = sql.raw(`status in (${PAID_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** Days the chart, the status counts, the split and the top products look back over (orderFigures' SQL counts in them). */
export const DASHBOARD_DAYS = 30;

export interface PeriodTotals {
  today_cents: number;
  today_orders: number;
  yesterday_cents: number;
  yesterday_orders: number;
  last7_cents: number;
  last7_orders: number;
  previous7_cents: number;
  previous7_orders: number;
  last30_cents: number;
  last30_orders: number;
  previous30_cents: number;
  previous30_orders: number;
  last30_average_cents: number;
}

export interface DailyFigure {
  day: string;
  revenue_cents: number;
  orders: number;
}

export interface CountFigure {
  key: string;
  orders: number;
  cents: number;
}

/** The order figures of the dashboard, over the last 60 local days. */
export interface OrderFigures {
  totals: PeriodTotals;
  daily: DailyFigure[];
  by_status: CountFigure[] | null;
  by_method: CountFigure[] | null;
}

export interface TopProductRow {
  product_id: string;
  name: string;
  units: string;
  revenue_cents: string;
}

export interface UnpaidTransferRow {
  id: string;
  order_number: number;
  name: string;
  email: string;
  amount_cents: string;
  created_at: Date | string;
  total: string;
}

export interface LowStockRow {
  product_id: string;
  product_name: string;
  variant_name: string;
  size: string;
  stock: number;
}

/** Which orders the export takes; dates are local days, both included. */
export interface OrderExportFilter {
  from?: string;
  to?: string;
  statuses?: string[];
  paymentMethod?: string;
  /** Only orders with a payment the owner must look at (`payment_alert`). */
  paymentAlert?: boolean;
  search?: string;
  /** Only these orders (a bulk selection). */
  ids?: string[];
}

/** The export's filter as one SQL condition on `o`, the orders. */
function orderConditions(filter: OrderExportFilter) {
  const conditions = [sql`true`];
  if (filter.from)
    conditions.push(sql`o.created_at >= ${startOf(sql`cast(${filter.from} as date)`)}`);
  if (filter.to)
    conditions.push(sql`o.created_at < ${startOf(sql`cast(${filter.to} as date) + 1`)}`);
  if (filter.statuses?.length)
    conditions.push(
      sql`o.status in (${sql.join(
        filter.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  if (filter.paymentMethod) conditions.push(sql`o.payment_method = ${filter.paymentMethod}`);
  if (filter.paymentAlert) conditions.push(sql`o.payment_alert is not null`);
  // Like the orders list's search: every word in the number, the name or the e-mail.
  for (const word of filter.search?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(o.name ilike ${pattern} or o.email ilike ${pattern} or o.order_number::text like ${pattern})`,
    );
  }
  if (filter.ids) {
    const ids = JSON.stringify(filter.ids);
    conditions.push(sql`o.id::text in (select jsonb_array_elements_text(${ids}::jsonb))`);
  }
  return sql.join(conditions, sql` and `);
}

/** One line of one order, with the order's own fields. */
export interface OrderLineRow {
  order_number: number;
  created_local: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  client_id: string;
  payment_method: string;
  shipping_type: string;
  subtotal_cents: number | string;
  discount_cents: number | string;
  shipping_amount_cents: number | string;
  transaction_amount_cents: number | string;
  product_name: string;
  size: string;
  quantity: number;
  unit_price_cents: number | string;
}

/** One size of one variant of a product, as the catalogue CSV lists it. */
export interface CatalogueSizeRow {
  product_id: string;
  product_name: string;
  brand: string;
  cat: string;
  sub_cat: string | null;
  variant_name: string;
  size: string;
  stock: number;
  price_cents: number | string;
  compare_price_cents: number | string | null;
  disabled: boolean;
}

/** A paid order as the sales report reads it (cents may come back as text from bigint). */
export interface ReportOrderRow {
  day: string;
  amount_cents: number | string;
  refunded_cents: number | string;
  lines: { category: string; brand: string; units: number; cents: number | string }[];
}

/** Read-only figures for the admin dashboard and the low-stock digest; all sums in SQL. */
export function createReportsRepo(db: Db) {
  return {
    /**
     * Paid sales today, 7 and 30 days back (today included) and each previous period; paid
     * revenue and orders on each of the last 30 days (zeros kept); the last 30 days' orders by
     * status, and their paid orders by payment method. Read from the per-day summary the orders
     * trigger keeps (order_day_figures: one row per day, status and payment method).
     */
    async orderFigures(now: Date): Promise<OrderFigures> {
      const today = localToday(now);
      const [row] = await queryRows<OrderFigures>(
        db,
        sql`with bounds as (select ${today} as today),
            recent as materialized (
              select f.day, f.status, f.payment_method, f.orders, f.cents, ${paid} as paid
              from order_day_figures f, bounds
              where f.day > today - 60 and f.day <= today and f.orders <> 0
            ),
            last30 as (select recent.* from recent, bounds where day > today - 30)
            select
              (select row_to_json(totals) from (
                select
                  coalesce(sum(cents) filter (where day = today), 0) as today_cents,
                  coalesce(sum(orders) filter (where day = today), 0) as today_orders,
                  coalesce(sum(cents) filter (where day = today - 1), 0) as yesterday_cents,
                  coalesce(sum(orders) filter (where day = today - 1), 0) as yesterday_orders,
                  coalesce(sum(cents) filter (where day > today - 7), 0) as last7_cents,
                  coalesce(sum(orders) filter (where day > today - 7), 0) as last7_orders,
                  coalesce(sum(cents) filter (where day <= today - 7 and day > today - 14), 0) as previous7_cents,
                  coalesce(sum(orders) filter (where day <= today - 7 and day > today - 14), 0) as previous7_orders,
                  coalesce(sum(cents) filter (where day > today - 30), 0) as last30_cents,
                  coalesce(sum(orders) filter (where day > today - 30), 0) as last30_orders,
                  coalesce(sum(cents) filter (where day <= today - 30), 0) as previous30_cents,
                  coalesce(sum(orders) filter (where day <= today - 30), 0) as previous30_orders,
                  coalesce(round(sum(cents) filter (where day > today - 30)
                    / nullif(sum(orders) filter (where day > today - 30), 0)), 0) as last30_average_cents
                from bounds left join recent on recent.paid
              ) as totals) as totals,
              (select json_agg(daily order by daily.day) from (
                select to_char(series.day, 'YYYY-MM-DD') as day,
                       coalesce(sum(last30.cents) filter (where last30.paid), 0) as revenue_cents,
                       coalesce(sum(last30.orders) filter (where last30.paid), 0) as orders
                from bounds,
                     generate_series(today - 29, today, interval '1 day') as series(day)
                     left join last30 on last30.day = series.day::date
                group by series.day
              ) as daily) as daily,
              (select json_agg(by_status order by by_status.orders desc, by_status.key) from (
                select status as key, sum(orders) as orders, sum(cents) as cents
                from last30 group by status having sum(orders) > 0
              ) as by_status) as by_status,
              (select json_agg(by_method order by by_method.key) from (
                select payment_method as key, sum(orders) as orders, sum(cents) as cents
                from last30 where paid group by payment_method having sum(orders) > 0
              ) as by_method) as by_method`,
      );
      return row!;
    },

    /**
     * The products that sold most units in paid orders of the last `days` local days, from the
     * per-day summary the orders trigger keeps (product_day_sales).
     */
    async topProducts(now: Date, days: number, limit: number): Promise<TopProductRow[]> {
      return queryRows<TopProductRow>(
        db,
        sql`select product_id, min(name) as name, sum(units) as units,
                   sum(revenue_cents) as revenue_cents
            from product_day_sales
            where ${paid} and day > ${localToday(now)} - ${days}::int
            group by product_id
            having sum(units) > 0
            order by units desc, name
            limit ${limit}`,
      );
    },

    /** Transfer orders still awaiting payment more than `hours` after they were made, oldest first. */
    async unpaidTransfers(now: Date, hours: number, limit: number): Promise<UnpaidTransferRow[]> {
      return queryRows<UnpaidTransferRow>(
        db,
        sql`select id, order_number, name, email, transaction_amount_cents as amount_cents, created_at,
                   count(*) over () as total
            from orders
            where status = ${ORDER_STATUS.awaitingPayment}
              and payment_method = 'transferencia'
              and created_at < cast(${now.toISOString()} as timestamptz) - make_interval(hours => ${hours}::int)
            order by created_at
            limit ${limit}`,
      );
    },

    /** Sizes of enabled products with `threshold` units or fewer, fewest first. */
    async lowStock(threshold: number, limit: number): Promise<LowStockRow[]> {
      return queryRows<LowStockRow>(
        db,
        sql`select p.id as product_id, p.product_name, v.name as variant_name, s.size, s.stock
            from product_sizes s
            join products p on p.id = s.product_id
            join product_variants v on v.product_id = s.product_id and v.variant_id = s.variant_id
            where s.stock <= ${threshold} and not p.disabled
            order by s.stock, s.product_id, s.variant_id, s.size
            limit ${limit}`,
      );
    },

    /** How many sizes are at or under the threshold, and how many of them are sold out. */
    async countLowStock(threshold: number): Promise<{ total: number; soldOut: number }> {
      const [row] = await queryRows<{ total: string; sold_out: string }>(
        db,
        // The few disabled products are left out by id: no pass over every product.
        sql`select count(*) as total, count(*) filter (where s.stock <= 0) as sold_out
            from product_sizes s
            where s.stock <= ${threshold}
              and s.product_id not in (select id from products where disabled)`,
      );
      return { total: Number(row?.total ?? 0), soldOut: Number(row?.sold_out ?? 0) };
    },

    /** The filtered orders' ids, newest first: a bulk action's "all matching". */
    async orderIds(filter: OrderExportFilter): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select o.id from orders o where ${orderConditions(filter)}
            order by o.order_number desc`,
      );
      return rows.map((row) => row.id);
    },

    /** The filtered orders, one row per line, newest order first. */
    async orderLines(filter: OrderExportFilter): Promise<OrderLineRow[]> {
      return queryRows<OrderLineRow>(
        db,
        sql`select o.order_number, to_char(o.created_at at time zone ${tz}, 'YYYY-MM-DD HH24:MI') as created_local,
                   o.status, o.name, o.email, o.phone, o.client_id, o.payment_method, o.shipping_type,
                   o.subtotal_cents, o.discount_cents, o.shipping_amount_cents, o.transaction_amount_cents,
                   line.item->>'name' as product_name, line.item->>'size' as size,
                   (line.item->>'quantity')::int as quantity,
                   round((line.item->>'price')::numeric * 100) as unit_price_cents
            from orders o,
                 jsonb_array_elements(o.items) with ordinality as line(item, position)
            where ${orderConditions(filter)}
            order by o.order_number desc, line.position`,
      );
    },

    /**
     * The paid orders made between two shop days (both included), each with its shop day, money
     * and its lines' category, brand and value (a deleted product's lines have neither).
     */
    async reportOrders(from: string, to: string): Promise<ReportOrderRow[]> {
      return queryRows<ReportOrderRow>(
        db,
        sql`select to_char((o.created_at at time zone ${tz})::date, 'YYYY-MM-DD') as day,
                   o.transaction_amount_cents as amount_cents, o.refunded_cents,
                   coalesce((
                     select json_agg(json_build_object(
                       'category', coalesce(p.cat, ''), 'brand', coalesce(p.brand, ''),
                       'units', (line.item->>'quantity')::int,
                       'cents', round((line.item->>'quantity')::int * (line.item->>'price')::numeric * 100))
                       order by line.position)
                     from jsonb_array_elements(o.items) with ordinality as line(item, position)
                     left join products p on p.id::text = line.item->>'id'
                   ), '[]'::json) as lines
            from orders o
            where o.${paid}
              and o.created_at >= ${startOf(sql`cast(${from} as date)`)}
              and o.created_at < ${startOf(sql`cast(${to} as date) + 1`)}`,
      );
    },

    /** Every product's sizes, by product name, then variant and size in their shown order. */
    async catalogueSizes(): Promise<CatalogueSizeRow[]> {
      return queryRows<CatalogueSizeRow>(
        db,
        sql`select p.id as product_id, p.product_name, p.brand, p.cat, p.sub_cat,
                   v.name as variant_name, s.size, s.stock, p.price_cents, p.compare_price_cents,
                   p.disabled
            from products p
            join product_variants v on v.product_id = p.id
            join product_sizes s on s.product_id = v.product_id and s.variant_id = v.variant_id
            order by p.product_name, p.id, v.position, s.position`,
      );
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
