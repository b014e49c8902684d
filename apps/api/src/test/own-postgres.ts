/**
 * A PostgreSQL 15 server of the test's own (initdb in a temporary folder, a free port on
 * 127.0.0.1), for tests that restart or stop the server: the one of TEST_DATABASE_URL is shared.
 * Run as the postgres user when the tests run as root, as scripts/with-temp-postgres.sh does.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './shop-process.js';

const run = promisify(execFile);
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Whether initdb and pg_ctl are installed here. */
export const ownPostgresAvailable = existsSync(join(PGBIN, 'initdb'));

async function asPostgres(command: string, args: string[]): Promise<string> {
  const [file, all] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PGBIN, command), ...args]]
    : [join(PGBIN, command), args];
  const { stdout } = await run(file, all, { timeout: 60_000 });
  return stdout;
}

export type OwnPostgres = {
  /** Connection string of its `postgres` database. */
  url: string;
  /** `pg_ctl restart -m fast`. */
  restart: () => Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it at once and deletes its folder. */
  destroy: () => Promise<void>;
};

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'tienda-pg-'));
  if (asRoot) {
    await run('id', ['postgres']).catch(() =>
      run('useradd', ['--system', '--no-create-home', 'postgres']),
    );
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(folder, Number(stdout.trim()), -1);
  }
  const port = await freePort();
  const data = join(folder, 'data');
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'shop',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c max_connections=100 -c fsync=off -c synchronous_commit=off`;
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    await ctl('-l', join(folder, 'log'), '-w', '-o', options, 'start');
  };
  await start();
  return {
    url: `postgres://shop@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await ctl('-l', join(folder, 'log'), '-w', '-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await ctl('-w', '-m', 'fast', 'stop');
    },
    start,
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
