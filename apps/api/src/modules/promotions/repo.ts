import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import { takenSlugs } from '../../db/slugs.js';
import { queryRows } from '../../db/rows.js';
import { promotions } from '../../db/schema.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionRecord = PromotionRow & { usageDates: string[] };

const atVersion = (id: string, version: number | undefined) =>
  version === undefined
    ? eq(promotions.id, id)
    : and(eq(promotions.id, id), eq(promotions.version, version));

export function createPromotionRepo(db: Db) {
  async function missingOrStale(id: string, version: number | undefined) {
    if (version === undefined) return 'missing' as const;
    const [row] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.id, id));
    return row ? ('stale' as const) : ('missing' as const);
  }

  async function withUsages(rows: PromotionRow[]): Promise<PromotionRecord[]> {
    if (!rows.length) return [];
    const usages = await queryRows<{ promotionId: string; usedAt: string | Date }>(
      db,
      sql`select promotion_id as "promotionId", used_at as "usedAt" from promotion_usages
          where promotion_id in ${rows.map((r) => r.id)} order by used_at`,
    );
    return rows.map((row) => ({
      ...row,
      usageDates: usages
        .filter((u) => u.promotionId === row.id)
        .map((u) => new Date(u.usedAt).toISOString()),
    }));
  }

  return {
    async list(): Promise<PromotionRecord[]> {
      return withUsages(
        await db.select().from(promotions).orderBy(asc(promotions.endDate), asc(promotions.title)),
      );
    },
    listOfType: (type: string): Promise<PromotionRow[]> =>
      db.select().from(promotions).where(eq(promotions.type, type)),
    async findByIdOrSlug(idOrSlug: string): Promise<PromotionRecord | undefined> {
      const rows = await db
        .select()
        .from(promotions)
        .where(isUuid(idOrSlug) ? eq(promotions.id, idOrSlug) : eq(promotions.slug, idOrSlug));
      return (await withUsages(rows))[0];
    },
    slugsLike: (base: string) => takenSlugs(db, promotions, promotions.slug, base),
    async insert(row: NewPromotionRow): Promise<string> {
      const [inserted] = await db.insert(promotions).values(row).returning({ id: promotions.id });
      if (!inserted) throw new Error('insert returned no row');
      return inserted.id;
    },
    /** Writes the edit and bumps the version; with `version`, only if the row is still at it. */
    async update(
      id: string,
      patch: Partial<NewPromotionRow>,
      version?: number,
    ): Promise<'updated' | 'stale' | 'missing'> {
      const updated = await db
        .update(promotions)
        .set({ ...patch, version: sql`${promotions.version} + 1` })
        .where(atVersion(id, version))
        .returning({ id: promotions.id });
      return updated.length > 0 ? 'updated' : missingOrStale(id, version);
    },
    /** Names the product in the promotion (its version bumped), unless it already is. */
    async addProduct(id: string, productId: string): Promise<'added' | 'already' | 'missing'> {
      const added = await db
        .update(promotions)
        .set({
          productIds: sql`array_append(${promotions.productIds}, ${productId}::uuid)`,
          version: sql`${promotions.version} + 1`,
        })
        .where(
          and(eq(promotions.id, id), sql`not (${productId}::uuid = any(${promotions.productIds}))`),
        )
        .returning({ id: promotions.id });
      if (added.length > 0) return 'added';
      const [row] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row ? 'already' : 'missing';
    },
    async remove(id: string, version?: number): Promise<'removed' | 'stale' | 'missing'> {
      const removed = await db
        .delete(promotions)
        .where(atVersion(id, version))
        .returning({ id: promotions.id });
      return removed.length > 0 ? 'removed' : missingOrStale(id, version);
    },
  };
}

export type PromotionRepo = ReturnType<typeof createPromotionRepo>;
