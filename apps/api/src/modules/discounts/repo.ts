import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import { couponUsages, coupons } from '../../db/schema.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponRecord = CouponRow & { usages: { usedAt: string; orderId: string | null }[] };

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
    list: async () => withUsages(await db.select().from(coupons).orderBy(asc(coupons.code))),
    async findByCode(code: string): Promise<CouponRecord | undefined> {
      return (await withUsages(await db.select().from(coupons).where(eq(coupons.code, code))))[0];
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
            ? eq(coupons.code, code)
            : and(eq(coupons.code, code), eq(coupons.version, version)),
        )
        .returning({ id: coupons.id });
      if (updated.length > 0) return 'updated';
      if (version === undefined) return 'missing';
      const [exists] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.code, code));
      return exists ? 'stale' : 'missing';
    },
  };
}

export type CouponRepo = ReturnType<typeof createCouponRepo>;

/** Coupon uses, for orders: read before an order is placed (which takes them), given back. */
export const couponLedger = {
  /** The coupon of the code, while it has a use left. */
  async usable(
    db: DbExecutor,
    code: string,
  ): Promise<{ id: string; percentage: number } | undefined> {
    const rows = await queryPrepared<{ id: string; percentage: number }>(
      db,
      sql`select id, percentage from coupons where code = ${code} and remaining_uses > 0`,
    );
    return rows[0];
  },

  async exists(tx: DbExecutor, code: string): Promise<boolean> {
    const rows = await queryRows(tx, sql`select 1 from coupons where code = ${code}`);
    return rows.length > 0;
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
