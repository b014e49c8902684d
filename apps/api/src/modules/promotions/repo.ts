import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import { takenSlugs } from '../../db/slugs.js';
import { queryRows } from '../../db/rows.js';
import { promotions } from '../../db/schema.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionRecord = PromotionRow & { usageDates: string[] };

export function createPromotionRepo(db: Db) {
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
    async update(id: string, patch: Partial<NewPromotionRow>): Promise<boolean> {
      return (
        (await db.update(promotions).set(patch).where(eq(promotions.id, id)).returning()).length > 0
      );
    },
    async remove(id: string): Promise<boolean> {
      return (await db.delete(promotions).where(eq(promotions.id, id)).returning()).length > 0;
    },
  };
}

export type PromotionRepo = ReturnType<typeof createPromotionRepo>;
