import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction opened on Db: it runs every query Db runs. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction in it: repos take either, so one module's writes can join another's transaction. */
export type DbExecutor = Db | DbTransaction;

export type DatabaseConfig = {
  /** postgres://… switches to a real PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint (int8) columns hold cents: parse them as numbers, they stay far below 2^53.
  pg.types.setTypeParser(20, (value: string) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const connections = trackConnections(pool);
  const db = drizzle(pool, { schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  }
  return { db, kind: 'postgres', close: () => connections.end() };
}

/**
 * pool.end() waits for checked-out connections to come back but answers before they have said
 * goodbye to the server: `end` also waits for that, so closed means closed.
 */
function trackConnections(pool: Pool) {
  const open = new Set<unknown>();
  let drained: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) drained?.();
  });
  return {
    async end() {
      await pool.end();
      if (open.size > 0) await new Promise<void>((resolve) => (drained = resolve));
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzle(client, { schema });
  await migrate(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  await db.execute(sql`select 1`);
  return { db, kind: 'pglite', close: () => client.close() };
}
