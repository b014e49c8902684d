import { and, asc, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor, DbTransaction } from '../../db/client.js';
import { refusalOf } from '../../db/errors.js';
import { queryPrepared } from '../../db/rows.js';
import { orders } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { createOrderEventRepo } from './event-repo.js';
import { insertJobs } from '../jobs/enqueue.js';
import { stockLabelSql } from '../products/stock-labels.js';
import type { NewOrderRow, OrderPlacement, OrderRow, PlacementRefusal } from './rows.js';
import type { CatalogueProduct, CataloguePromotion } from '@shop/domain';

/** GET /api/orders' filters. */
export type OrderListFilter = { paymentAlert?: boolean; email?: string | undefined };

const ORDER_COLUMNS = Object.entries(getTableColumns(orders)).map(([key, column]) => ({
  key,
  column,
}));
const COLUMN_NAMES = new Map(ORDER_COLUMNS.map(({ key, column }) => [key, column.name]));
/**
 * Every column by name, never `*`: a prepared statement whose result gained a column (a
 * migration run by a newer instance) would fail until its connection closed.
 */
const ALL_COLUMNS = sql.raw(ORDER_COLUMNS.map(({ column }) => `"${column.name}"`).join(', '));

/** A row as the driver answered it, mapped like Drizzle's own queries map it. */
function orderFromDriver(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const { key, column } of ORDER_COLUMNS) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

type ProductSizeRow = {
  id: string;
  name: string;
  priceCents: number;
  cat: string;
  subCat: string | null;
  brand: string;
  disabled: boolean;
  weight: number;
  height: number;
  width: number;
  length: number;
  variantId: number | null;
  variantName: string | null;
  images: string[] | null;
  size: string | null;
  stock: number | null;
};

/** The products (with every variant and size) the order names; unknown ids are left out. */
async function loadProducts(tx: DbExecutor, ids: string[]): Promise<Map<string, CatalogueProduct>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  const found = new Map<string, CatalogueProduct>();
  if (!wanted.length) return found;
  // One product (most orders): PostgreSQL soon keeps one generic plan for `= $1`; a list
  // (`= any`) is planned again each time.
  const match =
    wanted.length === 1 ? sql`p.id = ${wanted[0]}` : sql`p.id = any(${sql.param(wanted)}::uuid[])`;
  const rows = await queryPrepared<ProductSizeRow>(
    tx,
    sql`select p.id, p.product_name as name, p.price_cents as "priceCents", p.cat,
          p.sub_cat as "subCat", p.brand, p.disabled, p.weight, p.height, p.width, p.length,
          v.variant_id as "variantId", v.name as "variantName", v.images, s.size, s.stock
        from products p
        left join product_variants v on v.product_id = p.id
        left join product_sizes s on s.product_id = v.product_id and s.variant_id = v.variant_id
        where ${match}
        order by p.id, v.position, s.position`,
  );
  for (const row of rows) {
    let product = found.get(row.id);
    if (!product) {
      product = {
        id: row.id,
        name: row.name,
        priceCents: Number(row.priceCents),
        cat: row.cat,
        subCat: row.subCat,
        brand: row.brand,
        disabled: row.disabled,
        dimensions: {
          weight: row.weight,
          height: row.height,
          width: row.width,
          length: row.length,
        },
        variants: [],
      };
      found.set(row.id, product);
    }
    if (row.variantId === null) continue;
    let variant = product.variants.find((v) => v.id === row.variantId);
    if (!variant) {
      variant = {
        id: row.variantId,
        name: row.variantName ?? '',
        images: row.images ?? [],
        sizes: [],
      };
      product.variants.push(variant);
    }
    if (row.size !== null) variant.sizes.push({ size: row.size, stock: row.stock ?? 0 });
  }
  return found;
}

/**
 * Places a new order in one statement: takes its units where that many are left and its
 * coupon use at the version it was priced with (within its dates, not paused, under its limit
 * per customer), inserts the order (numbered from the
 * sequence) with its first event, its promotion and coupon uses and its jobs. Nothing is
 * written when a check fails: the refusal says which.
 */
async function place(
  db: DbExecutor,
  placement: OrderPlacement,
): Promise<OrderRow | PlacementRefusal> {
  const { row, demands, coupon, prices, promotionIds, event, jobs } = placement;
  const { email, clientId } = coupon?.customer ?? { email: '', clientId: '' };
  const record: Record<string, unknown> = {};
  const names: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    const name = COLUMN_NAMES.get(key);
    if (!name) throw new Error(`orders has no column ${key}`);
    if (value === undefined) continue;
    record[name] = value;
    names.push(`"${name}"`);
  }
  // The text depends only on which columns are given, so it stays one prepared statement;
  // the row travels as JSON and the lists as arrays. The demands' arrays go through
  // sub-selects (decision 0022): a JSON recordset counts as 100 rows and had every size
  // scanned, and a bare array shows each call's plan its length, so PostgreSQL planned the
  // statement anew at every call. The key, stock and coupon are checked before the order's
  // row is made, so a refused order takes no number from the sequence (a replay racing its
  // first submit still can: the conflict is found after the number is drawn). The final
  // select is one row even when nothing was placed, so the last check runs.
  const columns = sql.raw(names.join(', '));
  try {
    const [placed] = await queryPrepared<Record<string, unknown>>(
      db,
      sql`with labelled as (${stockLabelSql({ reason: 'order', orderId: row.id })}
          ), taken as (
            update product_sizes s set stock = s.stock - d.quantity, sold = s.sold + d.quantity
            from unnest((select ${sql.param(demands.map((d) => d.productId))}::uuid[]),
              (select ${sql.param(demands.map((d) => d.variantId))}::integer[]),
              (select ${sql.param(demands.map((d) => d.size))}::text[]),
              (select ${sql.param(demands.map((d) => d.quantity))}::integer[]))
              as d(product_id, variant_id, size, quantity)
            where s.product_id = d.product_id and s.variant_id = d.variant_id
              and s.size = d.size and s.stock >= d.quantity
              and exists (select 1 from labelled)
            returning 1
          ), coupon_taken as (
            update coupons c set remaining_uses = remaining_uses - 1
            where id = ${coupon?.id ?? null}::uuid and version = ${coupon?.version ?? null}::integer
              and remaining_uses > 0 and not paused and deleted_at is null
              and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at >= now())
              and (per_customer_limit is null or per_customer_limit > (
                select count(*) from coupon_usages u where u.coupon_id = c.id
                  and (u.customer_email = ${email}
                    or (${clientId}::text <> '' and u.customer_id = ${clientId}::text))))
            returning id
          ), priced as (
            select count(*) as matching from products p,
              unnest((select ${sql.param(prices.map((p) => p.productId))}::uuid[]),
                (select ${sql.param(prices.map((p) => p.priceCents))}::bigint[])) as x(id, cents)
            where p.id = x.id and p.price_cents = x.cents and not p.disabled
          ), placed as (
            insert into orders (${columns})
            select ${columns} from jsonb_populate_record(null::orders, ${JSON.stringify(record)}::jsonb)
            where refuse_unless(not exists (select 1 from orders
                where idempotency_key = ${row.idempotencyKey ?? null}::text), ${'replayed'})
              and refuse_unless((select matching from priced) = ${prices.length}, ${'price'})
              and refuse_unless((select count(*) from taken) = ${demands.length}, ${'stock'})
              and refuse_unless(${coupon?.id ?? null}::uuid is null
                or exists (select 1 from coupon_taken), ${'coupon'})
            on conflict (idempotency_key) do nothing
            returning ${ALL_COLUMNS}
          ), event as (
            insert into order_events (order_id, type, actor, from_status, to_status, details)
            select id, ${event.type}, ${event.actor}, ${event.fromStatus}, ${event.toStatus},
              ${JSON.stringify(event.details ?? {})}::jsonb
            from placed
          ), coupon_use as (
            insert into coupon_usages (coupon_id, order_id, customer_email, customer_id)
            select coupon_taken.id, placed.id, ${email}, ${clientId}::text
            from coupon_taken, placed
          ), promotion_uses as (
            insert into promotion_usages (promotion_id, order_id)
            select unnest(${sql.param([...promotionIds])}::uuid[]), placed.id from placed
          ), jobs as (${insertJobs(jobs)})
          select refuse_unless(exists (select 1 from placed), ${'replayed'}) as checked, placed.*
          from (select 1) one left join placed on true`,
    );
    if (!placed) throw new Error('placing an order returned no row');
    return orderFromDriver(placed);
  } catch (error) {
    const refusal = refusalOf(error);
    if (
      refusal === 'stock' ||
      refusal === 'coupon' ||
      refusal === 'price' ||
      refusal === 'replayed'
    ) {
      return refusal;
    }
    throw error;
  }
}

export function createOrderRepo(db: Db) {
  return {
    /** For reads outside a transaction. */
    db,
    ...createOrderEventRepo(db),

    /** Runs `work` in one transaction; the methods below take that transaction (or `db`). */
    transaction<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Asked before every checkout our storefront sends: one prepared statement. */
    async findByIdempotencyKey(db: DbExecutor, key: string): Promise<OrderRow | undefined> {
      const [row] = await queryPrepared<Record<string, unknown>>(
        db,
        sql`select ${ALL_COLUMNS} from orders where idempotency_key = ${key}`,
      );
      return row && orderFromDriver(row);
    },

    loadProducts,

    async loadPromotions(tx: DbExecutor, ids: string[]): Promise<Map<string, CataloguePromotion>> {
      const wanted = [...new Set(ids.filter(isUuid))];
      if (!wanted.length) return new Map();
      const rows = await queryPrepared<CataloguePromotion>(
        tx,
        sql`select id, title, type, categories, subcategories, product_ids::text[] as "productIds",
              gift_categories as "giftCategories",
              gift_subcategories as "giftSubcategories", start_date::text as "startDate",
              end_date::text as "endDate", disabled
            from promotions where id = any(${sql.param(wanted)}::uuid[])`,
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    place,

    /**
     * Every order, or with `paymentAlert` only those with a payment the owner must look at, and
     * with `email` only that customer's, whatever the case (orders_email_idx).
     */
    list: (filter: OrderListFilter = {}) =>
      db
        .select()
        .from(orders)
        .where(
          and(
            filter.paymentAlert ? isNotNull(orders.paymentAlert) : undefined,
            filter.email
              ? sql`lower(${orders.email}) = ${filter.email.trim().toLowerCase()}`
              : undefined,
          ),
        )
        .orderBy(asc(orders.orderNumber)),

    async findById(id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async findByIds(ids: string[]): Promise<OrderRow[]> {
      const wanted = ids.filter(isUuid);
      if (!wanted.length) return [];
      return db.select().from(orders).where(inArray(orders.id, wanted));
    },

    async findByNumber(orderNumber: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** Another order that carries this tracking code. */
    async findByTrackId(
      tx: DbExecutor,
      trackId: string,
      exceptId: string,
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.trackId, trackId), ne(orders.id, exceptId)))
        .limit(1);
      return row;
    },

    /** The order, locked until the transaction ends: its changes happen one at a time. */
    async lock(tx: DbExecutor, id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async update(tx: DbExecutor, id: string, patch: Partial<NewOrderRow>): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
  };
}

export type OrderRepo = ReturnType<typeof createOrderRepo>;
