import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

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

/**
 * Writes a consistent, compressed SQL backup of the embedded database while it keeps serving.
 * PGlite copies its folder while it holds the lock every query and transaction takes, so the
 * copy has no half-done transaction; pg_dump then reads that copy in a worker thread. The file is
 * plain SQL (gzip): `npm run restore` reads it, and so does PostgreSQL's psql.
 */
export async function writeBackup(pglite: PGlite, file: string): Promise<BackupResult> {
  const started = Date.now();
  mkdirSync(dirname(file), { recursive: true });
  const snapshot = await pglite._runExclusiveTransaction(async () =>
    (await pglite.dumpDataDir('none')).arrayBuffer(),
  );
  const bytes = await new Promise<number>((resolve, reject) => {
    const worker = new Worker(workerEntry, {
      eval: true,
      workerData: { snapshot, file },
      transferList: [snapshot],
    });
    worker.once('message', (message: { bytes: number }) => resolve(message.bytes));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`backup worker exited with ${code}`));
    });
  });
  return { file, bytes, ms: Date.now() - started };
}
