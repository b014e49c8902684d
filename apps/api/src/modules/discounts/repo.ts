import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  COUPON_KINDS,
  type CouponKind,
  type CouponScopeProduct,
  type CouponTerms,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/client.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import { couponUsages, coupons } from '../../db/schema.js';
import { shopToday } from '../../lib/dates.js';
import { isUuid } from '../../lib/ids.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponRecord = CouponRow & { usages: { usedAt: string; orderId: string | null }[] };

/** A shop day's first and last instant (Argentina, UTC−3 all year): the coupon's dates. */
export const dayStarts = (day: string) => new Date(`${day}T00:00:00-03:00`);
export const dayEnds = (day: string) => new Date(`${day}T23:59:59.999-03:00`);

const kindOf = (kind: string): CouponKind =>
  (COUPON_KINDS as readonly string[]).includes(kind) ? (kind as CouponKind) : 'percent';

/** The coupon's rules as the domain reads them, from its row. */
export function couponTermsOf(row: {
  kind: string;
  percentage: number;
  amountCents: number | null;
  minPurchaseCents: number;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  remainingUses: number;
  perCustomerLimit: number | null;
  categories: string[];
  subcategories: string[];
  paused: boolean;
}): CouponTerms {
  return {
    kind: kindOf(row.kind),
    percentage: row.percentage,
    amountCents: Number(row.amountCents ?? 0),
    minPurchaseCents: Number(row.minPurchaseCents),
    startsOn: row.startsAt ? shopToday(new Date(row.startsAt)) : null,
    endsOn: row.endsAt ? shopToday(new Date(row.endsAt)) : null,
    remainingUses: row.remainingUses,
    perCustomerLimit: row.perCustomerLimit,
    categories: row.categories,
    subcategories: row.subcategories,
    paused: row.paused,
  };
}

/** Not deleted: a deleted coupon keeps its uses for its orders but is gone for everyone else. */
const live = isNull(coupons.deletedAt);

export function createCouponRepo(db: Db) {
  async function withUsages(rows: CouponRow[]): Promise<CouponRecord[]> {
    if (!rows.length) return [];
    const usages = await queryRows<{
      couponId: string;
      usedAt: string | Date;
      orderId: string | null;
    }>(
      db,
      sql`select coupon_id as "couponId", used_at as "usedAt", order_id as "orderId" from coupon_usages
          where coupon_id in ${rows.map((r) => r.id)} order by used_at`,
    );
    return rows.map((row) => ({
      ...row,
      usages: usages
        .filter((u) => u.couponId === row.id)
        .map((u) => ({ usedAt: new Date(u.usedAt).toISOString(), orderId: u.orderId })),
    }));
  }

  return {
    list: async () =>
      withUsages(await db.select().from(coupons).where(live).orderBy(asc(coupons.code))),
    async findByCode(code: string): Promise<CouponRecord | undefined> {
      return (
        await withUsages(
          await db
            .select()
            .from(coupons)
            .where(and(eq(coupons.code, code), live)),
        )
      )[0];
    },
    /** The named products' categories, for which of them a coupon applies to. */
    async productScopes(ids: readonly string[]): Promise<CouponScopeProduct[]> {
      const wanted = [...new Set(ids.filter(isUuid))];
      if (!wanted.length) return [];
      return queryRows<CouponScopeProduct>(
        db,
        sql`select id, cat, sub_cat as "subCat" from products
            where id = any(${sql.param(wanted)}::uuid[])`,
      );
    },
    async insert(row: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [inserted] = await db.insert(coupons).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },
    /**
     * Writes the owner's edit and bumps the version, in one statement; with `version`, only if
     * the row is still at it. `usesChange` is added to the uses left now (never below 0), so
     * uses orders took since the page was read stay taken (decision 0030).
     */
    async update(
      code: string,
      patch: Partial<typeof coupons.$inferInsert>,
      {
        version,
        usesChange,
      }: { version?: number | undefined; usesChange?: number | undefined } = {},
    ): Promise<'updated' | 'stale' | 'missing'> {
      const uses =
        usesChange === undefined
          ? {}
          : { remainingUses: sql`greatest(${coupons.remainingUses} + ${usesChange}, 0)` };
      const updated = await db
        .update(coupons)
        .set({ ...patch, ...uses, version: sql`${coupons.version} + 1` })
        .where(
          version === undefined
            ? and(eq(coupons.code, code), live)
            : and(eq(coupons.code, code), live, eq(coupons.version, version)),
        )
        .returning({ id: coupons.id });
      if (updated.length > 0) return 'updated';
      if (version === undefined) return 'missing';
      const [exists] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.code, code), live));
      return exists ? 'stale' : 'missing';
    },
  };
}

export type CouponRepo = ReturnType<typeof createCouponRepo>;

type LedgerRow = Parameters<typeof couponTermsOf>[0] & {
  id: string;
  version: number;
  customerUses: number;
};

/** Coupon uses, for orders: read before an order is placed (which takes them), given back. */
export const couponLedger = {
  /** The live coupon of the code, with the uses this customer (e-mail or DNI/CUIT) made of it. */
  async read(
    db: DbExecutor,
    code: string,
    customer: { email: string; clientId: string },
  ): Promise<
    { id: string; version: number; terms: CouponTerms; customerUses: number } | undefined
  > {
    const [row] = await queryPrepared<LedgerRow>(
      db,
      sql`select c.id, c.version, c.kind, c.percentage, c.amount_cents as "amountCents",
            c.min_purchase_cents as "minPurchaseCents", c.starts_at as "startsAt",
            c.ends_at as "endsAt", c.remaining_uses as "remainingUses",
            c.per_customer_limit as "perCustomerLimit", c.categories, c.subcategories, c.paused,
            case when c.per_customer_limit is null then 0 else (
              select count(*)::integer from coupon_usages u where u.coupon_id = c.id
                and (u.customer_email = ${customer.email}
                  or (${customer.clientId} <> '' and u.customer_id = ${customer.clientId}))
            ) end as "customerUses"
          from coupons c where c.code = ${code} and c.deleted_at is null`,
    );
    return (
      row && {
        id: row.id,
        version: row.version,
        terms: couponTermsOf(row),
        customerUses: row.customerUses,
      }
    );
  },

  /**
   * Locks the coupon's row until the transaction ends: the placement that follows counts the
   * customer's uses after any other order of the coupon committed (decision 0040).
   */
  async lock(tx: DbExecutor, couponId: string): Promise<void> {
    await queryPrepared(tx, sql`select 1 from coupons where id = ${couponId} for update`);
  },

  /** The use an order took goes back to the coupon, and the order's record of it goes away. */
  async giveBack(tx: DbExecutor, couponId: string, orderId: string | null): Promise<void> {
    await tx.execute(
      sql`update coupons set remaining_uses = remaining_uses + 1 where id = ${couponId}`,
    );
    if (orderId) {
      await tx
        .delete(couponUsages)
        .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.orderId, orderId)));
    }
  },
};

export type CouponLedger = typeof couponLedger;
