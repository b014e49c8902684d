import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
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

/** A file name that sorts by time: tienda-20261125-031500.sql.gz (UTC). */
export function backupFileName(at = new Date()): string {
  const stamp = at
    .toISOString()
    .slice(0, 19)
    .replaceAll('-', '')
    .replace('T', '-')
    .replaceAll(':', '');
  return `tienda-${stamp}.sql.gz`;
}

async function copyFolder(from: string, to: string, skip: (name: string) => boolean) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await copyFolder(source, target, () => false);
    else if (entry.isFile()) await copyFile(source, target);
  }
}

/**
 * Writes a consistent, compressed SQL backup of the embedded database while it keeps serving.
 * The database's files are copied while PGlite holds the lock that every query and transaction
 * takes, so no statement runs during the copy and it holds exactly the committed transactions
 * (after a checkpoint; later commits are in its WAL, replayed when the copy is opened). pg_dump
 * then reads the copy in a worker thread. The backup is plain SQL (gzip): `npm run restore`
 * reads it, and so does PostgreSQL's psql.
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
    await pglite._runExclusiveTransaction(() =>
      copyFolder(dataDir, copy, (name) => NOT_DATABASE.has(name)),
    );
    const bytes = await new Promise<number>((resolve, reject) => {
      const worker = new Worker(workerEntry, { eval: true, workerData: { copy, file } });
      worker.once('message', (message: { bytes: number }) => resolve(message.bytes));
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`backup worker exited with ${code}`));
      });
    });
    return { file, bytes, ms: Date.now() - started };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
