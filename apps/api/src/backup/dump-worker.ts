/**
 * Runs in a worker thread: turns a copy of the embedded database's folder into a compressed SQL
 * dump. pg_dump (pglite-tools) runs synchronously, so it works here, on the copy, and the shop's
 * event loop keeps serving meanwhile.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { createPglite } from '../db/pglite-options.js';

const { copy, file } = workerData as { copy: string; file: string };
// The shop's memory settings; no syncing, the copy is thrown away afterwards.
const database = await createPglite(copy, { pg_trgm }, false);
const dump = await pgDump({ pg: database, args: ['--no-owner', '--no-privileges'] });
await database.close();
const compressed = gzipSync(Buffer.from(await dump.arrayBuffer()), { level: 6 });
// Written beside the target and renamed: a backup file that exists is always complete.
const partial = `${file}.partial`;
// Synced before and after the rename, so a power cut leaves the old name or a whole file.
const fd = openSync(partial, 'w', 0o600);
try {
  writeFileSync(fd, compressed);
  fsyncSync(fd);
} finally {
  closeSync(fd);
}
renameSync(partial, file);
const folder = openSync(dirname(file), 'r');
fsyncSync(folder);
closeSync(folder);
parentPort?.postMessage({ bytes: compressed.length });
