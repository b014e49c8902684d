import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbExecutor as Db } from './client.js';

/** Runs raw SQL on either driver and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
/** Statement name of each text; the texts are the few written in the repos. */
const statementNames = new Map<string, string>();

/**
 * queryRows as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of at every call (planning cost as much as running the checkout's statements). For
 * hot paths; the name follows the text, so every distinct text is its own statement and the
 * text must not grow with the values (pass lists as one array parameter: `= any(...)`).
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `shop_${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
