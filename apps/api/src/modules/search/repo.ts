import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { products, searchMisses, searchSynonyms } from '../../db/schema.js';

export type SynonymRow = { id: number; terms: string[] };
export type SearchMissRow = { query: string; count: number; lastDay: string };
export type ProductFields = {
  id: string;
  productName: string;
  brand: string;
  cat: string;
  subCat: string | null;
  color: string;
  tags: string[];
  colours: string[];
};

export function createSearchRepo(db: Db) {
  return {
    async synonyms(): Promise<SynonymRow[]> {
      return db
        .select({ id: searchSynonyms.id, terms: searchSynonyms.terms })
        .from(searchSynonyms)
        .orderBy(searchSynonyms.id);
    },

    async insertSynonyms(terms: string[]): Promise<SynonymRow> {
      const [row] = await db
        .insert(searchSynonyms)
        .values({ terms })
        .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateSynonyms(id: number, terms: string[]): Promise<SynonymRow | undefined> {
      const [row] = await db
        .update(searchSynonyms)
        .set({ terms, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, id))
        .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
      return row;
    },

    async deleteSynonyms(id: number): Promise<boolean> {
      const deleted = await db
        .delete(searchSynonyms)
        .where(eq(searchSynonyms.id, id))
        .returning({ id: searchSynonyms.id });
      return deleted.length > 0;
    },

    /** Words of the enabled products (the triggers of migration 0003 keep the counts). */
    async vocabulary(): Promise<string[]> {
      const rows = await queryRows<{ word: string }>(
        db,
        sql`select word from search_vocabulary where products > 0 order by word`,
      );
      return rows.map((row) => row.word);
    },

    /** Adds each query's count to its day's row (one statement for a batch). */
    async recordMisses(counts: { query: string; day: string; count: number }[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insert(searchMisses)
        .values(counts)
        .onConflictDoUpdate({
          target: [searchMisses.query, searchMisses.day],
          set: { count: sql`${searchMisses.count} + excluded.count` },
        });
    },

    /** Misses since `fromDay` (inclusive), most frequent first; older days are deleted. */
    async misses(fromDay: string, limit: number): Promise<SearchMissRow[]> {
      await db.delete(searchMisses).where(sql`${searchMisses.day} < ${fromDay}`);
      const rows = await queryRows<{ query: string; count: number | string; lastDay: string }>(
        db,
        sql`select query, sum(count) as count, max(day)::text as "lastDay" from search_misses
            where day >= ${fromDay} group by query order by sum(count) desc, query limit ${limit}`,
      );
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** Products written before search documents existed (a database from an older version). */
    async productsWithoutDocument(limit: number): Promise<ProductFields[]> {
      return queryRows<ProductFields>(
        db,
        sql`select p.id, p.product_name as "productName", p.brand, p.cat, p.sub_cat as "subCat",
              p.color, p.tags,
              coalesce((select array_agg(v.name order by v.position) from product_variants v
                        where v.product_id = p.id), '{}') as colours
            from products p where p.search_words = '{}' limit ${limit}`,
      );
    },

    async saveDocument(
      id: string,
      document: { terms: string[]; words: string[]; nameKey: string },
    ): Promise<void> {
      await db
        .update(products)
        .set({
          searchTerms: document.terms,
          searchWords: document.words,
          searchText: document.nameKey,
        })
        .where(eq(products.id, id));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
