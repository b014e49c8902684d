/**
 * Loaded into a shop process by the durability tests (NODE_OPTIONS=--import): reports each
 * fsync the embedded database asks for on stderr (`fsync wal` / `fsync data`), and once the
 * file named by FSYNC_PROBE_STALL exists, stops the process inside the first fsync of a data
 * file (a checkpoint's) so the test kills it there.
 */
import fs, { existsSync, readlinkSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const real = fs.fsyncSync;
const stall = process.env.FSYNC_PROBE_STALL;

fs.fsyncSync = (fd) => {
  let path = '';
  try {
    path = readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    // not a file we can name
  }
  const kind = path.includes('/pg_wal/') ? 'wal' : path.includes('/base/') ? 'data' : 'other';
  real(fd);
  process.stderr.write(`fsync ${kind}\n`);
  if (kind === 'data' && stall && existsSync(stall)) {
    process.stderr.write('stalled in a checkpoint\n');
    // Blocks the whole process, as a slow disk would, until the test kills it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
  }
};
syncBuiltinESMExports();
