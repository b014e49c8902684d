/**
 * Runs in a worker thread: turns a copy of the embedded database's folder into a compressed SQL
 * dump. pg_dump (pglite-tools) runs synchronously, so it works here, on the copy, and the shop's
 * event loop keeps serving meanwhile.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const { copy, file } = workerData as { copy: string; file: string };
const database = await PGlite.create(copy, { extensions: { pg_trgm } });
const dump = await pgDump({ pg: database, args: ['--no-owner', '--no-privileges'] });
await database.close();
const compressed = gzipSync(Buffer.from(await dump.arrayBuffer()), { level: 6 });
// Written beside the target and renamed: a backup file that exists is always complete.
const partial = `${file}.partial`;
writeFileSync(partial, compressed, { mode: 0o600 });
renameSync(partial, file);
parentPort?.postMessage({ bytes: compressed.length });
