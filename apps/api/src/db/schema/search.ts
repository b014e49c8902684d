/** What search learns: the owner's synonyms, searches that found nothing, the vocabulary. */
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Synonym groups the owner edits: words or phrases a search treats as the same. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  terms: text('terms').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Searches that found nothing, counted per day; the query text only, never who typed it. */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_misses_day_idx').on(t.day)],
);

/**
 * Every word of the enabled products with how many use it, kept by triggers on products (see
 * migration 0003): the words typos are corrected to.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
  products: integer('products').notNull(),
});
