import { closeSync, createWriteStream, fsyncSync, mkdirSync, openSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { create as createTar } from 'tar';
import { LOCK_FILE } from '../db/data-dir-lock.js';

export type BackupResult = { file: string; bytes: number; ms: number };

/**
 * The worker's own file: .ts when run from source (tests, through tsx). Node 20 does not pass
 * tsx's hooks on to a worker, so from source the worker registers them itself first.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './dump-worker.ts' : './dump-worker.js', import.meta.url);
const workerEntry = fromSource
  ? `import('tsx/esm/api').then(({ register }) => register()).then(() => import(${JSON.stringify(workerFile.href)}))`
  : `import(${JSON.stringify(workerFile.href)})`;

/** The shop's own files in the data folder: not part of the database. */
const NOT_DATABASE = new Set([LOCK_FILE, 'backups', 'jwt-secret']);

/** Copies are named after the process that made them: tienda-copia-<pid>-XXXXXX. */
const COPY_PREFIX = 'tienda-copia-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A shop killed during a backup leaves its copy of the database behind: removed next time. */
async function removeAbandonedCopies(): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(/^tienda-copia-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) {
      await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/**
 * A backup named `….sql.gz` is a plain SQL dump (pg_dump): it also loads into a PostgreSQL
 * server, but a second PostgreSQL runs to write it (~450 MB at 10,000 products). Any other
 * name gets the database's folder, archived (tar + gzip): no second PostgreSQL, a few MB.
 */
export const isSqlDump = (file: string) => file.endsWith('.sql.gz');

/** A file name that sorts by time: tienda-20261125-031500.tar.gz (UTC). */
export function backupFileName(at = new Date()): string {
  const stamp = at
    .toISOString()
    .slice(0, 19)
    .replaceAll('-', '')
    .replace('T', '-')
    .replaceAll(':', '');
  return `tienda-${stamp}.tar.gz`;
}

/** A WAL segment's file name: timeline, then position; names of one timeline sort by position. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * The WAL a copy needs: from the segment of the last checkpoint's redo point to the one being
 * written. Older segments are spent, newer ones are recycled files of old WAL (at 10,000
 * products 1 of 11 segments was needed: the archive went from 78 to 29 MB).
 */
type NeededWal = { first: string; last: string };
const needed = (name: string, wal: NeededWal) =>
  !WAL_SEGMENT.test(name) || (name >= wal.first && name <= wal.last);

async function copyFolder(from: string, to: string, wal: NeededWal, top = true) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (top && NOT_DATABASE.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await copyFolder(source, target, wal, false);
    else if (entry.isFile() && needed(entry.name, wal)) await copyFile(source, target);
  }
}

function syncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Archives the copy's files into `file`: written beside it, synced and renamed, so a backup file
 * that exists is always whole, even after a power cut. zlib compresses on libuv's threads.
 */
async function archiveFolder(copy: string, file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    // Files read 1 MB at a time (tar's default reads a whole file up to 16 MB at once).
    const archive = createTar({ cwd: copy, portable: true, maxReadSize: 1024 * 1024 }, [
      ...(await readdir(copy)),
    ]);
    await pipeline(
      Readable.from(archive),
      createGzip({ level: 6 }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    syncPath(partial);
    await rename(partial, file);
    syncPath(dirname(file));
    return (await stat(file)).size;
  } finally {
    await rm(partial, { force: true });
  }
}

/** pg_dump of the copy, in a worker thread: it runs synchronously, the shop keeps serving. */
function dumpInWorker(copy: string, file: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const worker = new Worker(workerEntry, { eval: true, workerData: { copy, file } });
    worker.once('message', (message: { bytes: number }) => resolve(message.bytes));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`backup worker exited with ${code}`));
    });
  });
}

/**
 * Writes a consistent, compressed backup of the embedded database while it keeps serving. The
 * database's files are copied inside a transaction, which holds the lock that every query and
 * transaction takes, so no other statement runs during the copy and it holds exactly the
 * committed transactions (after a checkpoint; later commits are in its WAL, replayed when the
 * copy is opened). The copy is then archived (`npm run restore` unpacks it), or dumped as SQL
 * for a `….sql.gz` file (`npm run restore` and PostgreSQL's psql read it).
 */
export async function writeBackup(
  pglite: PGlite,
  dataDir: string,
  file: string,
): Promise<BackupResult> {
  const started = Date.now();
  mkdirSync(dirname(file), { recursive: true });
  await removeAbandonedCopies();
  const copy = await mkdtemp(join(tmpdir(), `${COPY_PREFIX}${process.pid}-`));
  try {
    await pglite.exec('CHECKPOINT');
    // A transaction holds the lock every query takes: nothing else runs until it ends.
    await pglite.transaction(async (tx) => {
      const { rows } = await tx.query<NeededWal>(
        `select pg_walfile_name(redo_lsn) as first,
                pg_walfile_name(pg_current_wal_insert_lsn()) as last
           from pg_control_checkpoint()`,
      );
      await copyFolder(dataDir, copy, rows[0]!);
    });
    const bytes = isSqlDump(file)
      ? await dumpInWorker(copy, file)
      : await archiveFolder(copy, file);
    return { file, bytes, ms: Date.now() - started };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
