import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { takenSlugs } from '../../db/slugs.js';
import { isUuid } from '../../lib/ids.js';
import { commissionProducts } from '../../db/schema.js';

export type CommissionRow = typeof commissionProducts.$inferSelect;
export type NewCommissionRow = typeof commissionProducts.$inferInsert;

export function createCommissionRepo(db: Db) {
  return {
    list: (): Promise<CommissionRow[]> =>
      db.select().from(commissionProducts).orderBy(desc(commissionProducts.createdAt)),
    async findByIdOrSlug(idOrSlug: string): Promise<CommissionRow | undefined> {
      const [row] = await db
        .select()
        .from(commissionProducts)
        .where(
          isUuid(idOrSlug)
            ? eq(commissionProducts.id, idOrSlug)
            : eq(commissionProducts.slug, idOrSlug),
        );
      return row;
    },
    slugsLike: (base: string) => takenSlugs(db, commissionProducts, commissionProducts.slug, base),
    async insert(row: NewCommissionRow): Promise<CommissionRow> {
      const [inserted] = await db.insert(commissionProducts).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },
    async update(id: string, patch: Partial<NewCommissionRow>): Promise<CommissionRow | undefined> {
      const [updated] = await db
        .update(commissionProducts)
        .set(patch)
        .where(eq(commissionProducts.id, id))
        .returning();
      return updated;
    },
    async remove(id: string): Promise<boolean> {
      return (
        (await db.delete(commissionProducts).where(eq(commissionProducts.id, id)).returning())
          .length > 0
      );
    },
  };
}

export type CommissionRepo = ReturnType<typeof createCommissionRepo>;
