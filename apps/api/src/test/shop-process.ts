/**
 * Scaffolding of the tests that run the shop as deployed: a database of their own on the
 * PostgreSQL server of TEST_DATABASE_URL, and the shop started as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** A shop that answers no health check within this is taken as broken. */
const START_TIMEOUT_MS = 60_000;

export type ScratchDatabase = {
  /** Connection string of the new database. */
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop: () => Promise<void>;
};

/** A new, empty database named `<prefix>_<random>` on the server of TEST_DATABASE_URL. */
export async function createScratchPostgres(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/** A port nobody listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether GET /api/health answers 200, on a connection of its own that is closed after it. */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
  });
}

export type ShopProcessOptions = {
  /** PostgreSQL; without it the shop runs on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** The port of an earlier run (a restart); a free one otherwise. */
  port?: number;
  jwtSecret: string;
  /** The owner the shop creates at start-up. */
  admin: { username: string; password: string };
  /** More environment: LOG_LEVEL, JOBS_ENABLED, PUBLIC_CACHE_TTL_MS… */
  env?: Record<string, string>;
};

/** The parts of the shop's JSON log lines the tests read. */
export type ShopLogLine = {
  msg?: string;
  level?: number;
  reqId?: string;
  req?: { remotePort?: number };
};

export type ShopProcess = {
  port: number;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  child: ChildProcess;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it has written so far, stdout and stderr together. */
  output: () => string;
  /** Its JSON log lines so far. */
  logLines: () => ShopLogLine[];
  /** Ends it at once (SIGKILL), if it still runs, and waits until it is gone. */
  kill: () => Promise<void>;
};

/**
 * Starts the shop's entry point (apps/api/src/main.ts, run by tsx: no build needed) in production
 * mode on 127.0.0.1, with no demo data and no web pages, and answers once /api/health does.
 */
export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      JWT_SECRET: options.jwtSecret,
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      SEED_DEMO_DATA: 'false',
      WEB_BUILD_DIR: '/nonexistent',
      // Tests stream orders from one address on purpose, and take backups when they mean to.
      ORDERS_PER_MINUTE_PER_CLIENT: '1000000',
      BACKUP_INTERVAL_HOURS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const shop: ShopProcess = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as ShopLogLine),
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(port))) {
    if (!running() || Date.now() > deadline) {
      await shop.kill();
      throw new Error(`the shop did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return shop;
}
