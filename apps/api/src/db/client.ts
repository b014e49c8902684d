import { randomUUID } from 'node:crypto';
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
  /** Where the embedded database runs: this thread (default) or a worker thread (decision 0045). */
  pgliteThread?: PgliteThread;
};

export type PgliteThread = 'main' | 'worker';

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
   * connection dropped or went silent, and came back). Resolves to a function that stops listening.
   * On PostgreSQL `watch` hears the connection's heartbeat (see ListenWatch).
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
    watch?: ListenWatch,
  ) => Promise<() => Promise<void>>;
  /** Where dropped idle connections are reported (the app's log, once it exists). */
  useLog?: (log: ConnectionLog) => void;
};

export type ConnectionLog = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

/**
 * The listening connection's own heartbeat (PostgreSQL only): a notice it sends itself every
 * HEARTBEAT_MS, so a connection that stays open but carries nothing is found out (decision 0032).
 */
export type ListenWatch = {
  /**
   * A heartbeat came back: every notice committed before `sentAt` (performance.now() when it
   * was sent) has been passed to onMessage.
   */
  beat: (sentAt: number) => void;
  /** True while no listening connection can be opened (the server is down or out of reach). */
  unreachable: (down: boolean) => void;
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
  return openPglite(config.dataDir, config.pgliteThread ?? 'main');
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
    // pg_stat_activity tells which instance holds which connection.
    application_name: `tienda ${process.pid}`,
    // A server out of reach fails a request in seconds (503) instead of holding it forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  let log: ConnectionLog | undefined;
  // An idle connection the server dropped (restart, pg_terminate_backend, failover): the pool
  // forgets it and opens another on the next query. Without a listener the process exited.
  pool.on('error', (error) => log?.warn({ err: error }, 'database connection lost'));
  // The pool listens only while a connection is idle: one dropped while checked out (between
  // a transaction's statements) emitted an error nobody heard. Its next query fails instead,
  // and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
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
  const listen = (
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
    watch?: ListenWatch,
  ) => listenOnPostgres(pg, url, channel, { onMessage, onLost, watch, log: () => log });
  return {
    db,
    kind: 'postgres',
    close: () => connections.end(),
    listen,
    useLog: (next) => (log = next),
  };
}

/** A connect that gets no answer in this long has failed (server down or out of reach). */
const CONNECT_TIMEOUT_MS = 5000;
/** TCP keepalive: a peer gone without a word (a cut cable, a dead NAT entry) is found out. */
const KEEPALIVE_DELAY_MS = 10_000;
/** The listening connection sends itself a heartbeat notice this often... */
export const HEARTBEAT_MS = 1000;
/** ...and is taken as silent, closed and opened again, when none came back for this long. */
export const SILENT_AFTER_MS = 3000;
/** Waits before the listening connection tries again: doubling from the first, up to the last. */
const RELISTEN_FIRST_MS = 200;
const RELISTEN_MAX_MS = 2000;

type ListenHandlers = {
  onMessage: (payload: string) => void;
  onLost: () => void;
  watch: ListenWatch | undefined;
  log: () => ConnectionLog | undefined;
};

/**
 * LISTEN needs a connection of its own, outside the pool. It sends itself a heartbeat notice
 * every HEARTBEAT_MS (`beat:<token>:<n>`; other instances' beats are dropped here). When it drops,
 * or no heartbeat came back for SILENT_AFTER_MS (a paused backend, a NAT that forgot the
 * connection), it is closed and opened again with backoff, and `onLost` reports that notices
 * sent meanwhile may be gone.
 */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  { onMessage, onLost, watch, log }: ListenHandlers,
): Promise<() => Promise<void>> {
  const token = randomUUID();
  const beatPrefix = `beat:${token}:`;
  let client: import('pg').Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = RELISTEN_FIRST_MS;
  let beats = 0;
  /** When each heartbeat still awaited was sent (performance.now()). */
  const sentAt = new Map<number, number>();
  let lastHeard = performance.now();
  /** Connections given up on: what they still deliver is not heard. */
  const retired = new WeakSet<import('pg').Client>();

  function drop(current: import('pg').Client, why: string) {
    if (client !== current) return;
    retired.add(current);
    client = undefined;
    sentAt.clear();
    // end() waits for the server's goodbye, which a paused backend never sends.
    (
      current as unknown as { connection?: { stream?: { destroy: () => void } } }
    ).connection?.stream?.destroy();
    void current.end().catch(() => undefined);
    log()?.warn({ channel, why }, 'change notices connection lost; listening again');
    schedule();
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void reconnect(), wait);
    retry.unref();
    wait = Math.min(wait * 2, RELISTEN_MAX_MS);
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    if (performance.now() - lastHeard > SILENT_AFTER_MS) {
      drop(current, 'silent');
      return;
    }
    const count = ++beats;
    sentAt.set(count, performance.now());
    current.query('select pg_notify($1, $2)', [channel, beatPrefix + count]).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: `tienda avisos ${process.pid}`,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    next.on('notification', (message) => {
      // Heard from the LISTEN on, even before `client` is set: a notice in the same packet as
      // the LISTEN's answer is not lost.
      if (message.channel !== channel || retired.has(next)) return;
      const payload = message.payload ?? '';
      if (!payload.startsWith('beat:')) {
        onMessage(payload);
        return;
      }
      if (!payload.startsWith(beatPrefix)) return;
      const count = Number(payload.slice(beatPrefix.length));
      lastHeard = performance.now();
      const sent = sentAt.get(count);
      for (const earlier of sentAt.keys()) if (earlier <= count) sentAt.delete(earlier);
      if (sent !== undefined) watch?.beat(sent);
    });
    next.on('error', () => undefined);
    next.on('end', () => drop(next, 'closed'));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      retired.add(next);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      retired.add(next);
      await next.end().catch(() => undefined);
      return;
    }
    lastHeard = performance.now();
    wait = RELISTEN_FIRST_MS;
    client = next;
    watch?.unreachable(false);
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await connect();
    } catch (error) {
      watch?.unreachable(true);
      log()?.warn({ err: error, channel }, 'change notices: cannot connect yet');
      schedule();
      return;
    }
    log()?.info({ channel }, 'change notices connection back');
    onLost();
  }

  try {
    await connect();
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
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

async function openPglite(dataDir: string | undefined, thread: PgliteThread): Promise<Database> {
  const { createPglite, syncedByDefault } = await import('./pglite-options.js');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // One process per folder: two PGlite on the same files would each keep their own copy and
  // overwrite each other's orders. The lock is this thread's, also when the database runs in a
  // worker thread.
  const folderLock = dataDir ? lockDataDir(dataDir) : undefined;
  let log: ConnectionLog | undefined;
  try {
    // Synced to disk and sized for a small server: pglite-options.ts.
    const client: PGlite =
      thread === 'worker'
        ? await openWorkerThread(dataDir, syncedByDefault(), () => log)
        : await createPglite(dataDir, { pg_trgm });
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
    return {
      db,
      kind: 'pglite',
      close,
      pglite: client,
      folderLock,
      listen,
      useLog: (next) => (log = next),
    };
  } catch (error) {
    folderLock?.release();
    throw error;
  }
}

/**
 * The embedded database in a worker thread (pglite-port.ts). The stand-in answers every call
 * drizzle, the migrations and the backups make of PGlite, so it is used as one. A dead thread
 * fails every query from then on: /api/health answers the database unreachable.
 */
async function openWorkerThread(
  dataDir: string | undefined,
  sync: boolean,
  log: () => ConnectionLog | undefined,
): Promise<PGlite> {
  const { openPglitePort } = await import('./pglite-port.js');
  const port = await openPglitePort({
    dataDir,
    sync,
    onDeath: (error) => {
      if (log()) log()?.warn({ err: error }, 'database thread died: every query fails now');
      else console.error('database thread died: every query fails now', error);
    },
  });
  return port as unknown as PGlite;
}
