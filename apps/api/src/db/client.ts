import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
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
  /** The embedded database itself (backups); only on PGlite. */
  pglite?: PGlite;
  /** This process's hold on the embedded database's folder; only on PGlite with a folder. */
  folderLock?: DataDirLock;
  /**
   * Calls `onMessage` with each notification of `channel` once its transaction has committed, in
   * commit order. `onLost` is called when notifications may have been missed (the listening
   * connection dropped and came back). Resolves to a function that stops listening.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
};

/** The database was migrated by a newer version of the shop than this one. */
export class NewerDatabaseError extends Error {
  constructor() {
    super(
      'La base de datos fue actualizada por una versión más nueva de la tienda: ' +
        'instalá esa versión (o una posterior), o restaurá una copia de seguridad anterior.',
    );
    this.name = 'NewerDatabaseError';
  }
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 727_001;

/** When the newest migration this version knows was written (drizzle's `created_at`). */
function newestKnownMigration(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Drizzle skips migrations older than the newest one applied, so a database migrated by a
 * newer shop would be used silently by this one: refuse it instead.
 */
async function refuseNewerDatabase(
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<void> {
  const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if ((exists.rows[0] as { name: string | null }).name === null) return;
  const { rows } = await query(
    'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
  );
  const newest = Number((rows[0] as { newest: string | null }).newest ?? 0);
  if (newest > newestKnownMigration()) throw new NewerDatabaseError();
}

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
    await refuseNewerDatabase((text) => client.query(text));
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  }
  const listen = (channel: string, onMessage: (payload: string) => void, onLost: () => void) =>
    listenOnPostgres(pg, url, channel, onMessage, onLost);
  return { db, kind: 'postgres', close: () => connections.end(), listen };
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops, it connects again
 * and reports `onLost`, since notifications sent meanwhile are gone.
 */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  let client: import('pg').Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void reconnect(), RELISTEN_MS);
      retry.unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  async function reconnect(): Promise<void> {
    try {
      await connect();
      onLost();
    } catch {
      if (stopped) return;
      retry = setTimeout(() => void reconnect(), RELISTEN_MS);
      retry.unref();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
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
  const { createPglite } = await import('./pglite-options.js');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // One process per folder: two PGlite on the same files would each keep their own copy and
  // overwrite each other's orders.
  const folderLock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    // Synced to disk and sized for a small server: pglite-options.ts.
    const client = await createPglite(dataDir, { pg_trgm });
    await refuseNewerDatabase((text) => client.query(text)).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    const pgliteDb = drizzle(client, { schema });
    await migrate(pgliteDb, { migrationsFolder });
    const db = pgliteDb as unknown as Db;
    await db.execute(sql`select 1`);
    const close = async () => {
      await client.close();
      folderLock?.release();
    };
    const listen = async (channel: string, onMessage: (payload: string) => void) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    };
    return { db, kind: 'pglite', close, pglite: client, folderLock, listen };
  } catch (error) {
    folderLock?.release();
    throw error;
  }
}
