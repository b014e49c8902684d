import { eq, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Slugs of `table` already taken by `base` or `base-N`, to pick the next free one. */
export async function takenSlugs(
  db: Db,
  table: PgTable,
  column: PgColumn,
  base: string,
): Promise<string[]> {
  const rows = await db
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), sql`${column} ~ ${`^${base}-[0-9]+$`}`));
  return rows.map((r) => String(r.slug));
}
