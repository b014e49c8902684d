import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminUsers } from '../../db/schema.js';

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type NewAdminUserRow = typeof adminUsers.$inferInsert;

/** A search term is matched literally: `%` and `_` are not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUserRepo(db: Db) {
  return {
    async list(search?: string): Promise<AdminUserRow[]> {
      const term = search?.trim();
      const pattern = term ? `%${escapeLike(term)}%` : undefined;
      const where = pattern
        ? or(ilike(adminUsers.username, pattern), ilike(adminUsers.email, pattern))
        : undefined;
      return db.select().from(adminUsers).where(where).orderBy(asc(adminUsers.createdAt));
    },
    async findById(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
      return row;
    },
    async findByUsername(username: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
      return row;
    },
    async count(): Promise<number> {
      return (await db.select({ id: adminUsers.id }).from(adminUsers)).length;
    },
    async insert(row: NewAdminUserRow): Promise<AdminUserRow> {
      const [inserted] = await db.insert(adminUsers).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },
    async update(id: string, patch: Partial<NewAdminUserRow>): Promise<AdminUserRow | undefined> {
      const [updated] = await db
        .update(adminUsers)
        .set(patch)
        .where(eq(adminUsers.id, id))
        .returning();
      return updated;
    },
    async remove(id: string): Promise<boolean> {
      return (await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning()).length > 0;
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
