/**
 * How the shop opens its embedded database (PGlite 0.5): synced to disk, in little memory
 * (decision 0033).
 */
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite, type Extensions, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and even without it nothing would reach the
 * disk: Emscripten's NODEFS has no fsync (fsync() answers 0 having done nothing) and its
 * fdatasync() is a no-op too. So the folder's file system gets an fsync that calls the real
 * one, and PostgreSQL syncs the WAL with fsync() (`wal_sync_method=fsync`): every commit is on
 * the disk before it is acknowledged, and checkpoints sync the files they wrote.
 */
class SyncedNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const options = result.emscriptenOpts;
    options.preRun = [
      ...(options.preRun ?? []),
      (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
        mod.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PGlite's own start parameters, without `-F` when the folder is synced. */
function startParams(sync: boolean): string[] {
  const params = PGlite.defaultStartParams.filter((param) => !sync || param !== '-F');
  if (sync) params.push('-c', 'wal_sync_method=fsync');
  // PostgreSQL's 128 MB of shared buffers live in the WebAssembly heap, which never shrinks:
  // a small shop's whole database fits in far less, and the kernel's page cache keeps the rest.
  params.push('-c', `shared_buffers=${SHARED_BUFFERS}`);
  return params;
}

export const SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '16MB';

/** `PGLITE_FSYNC=off`: commits are not synced (PGlite's own default; benchmarks compare it). */
export function syncedByDefault(): boolean {
  return process.env.PGLITE_FSYNC !== 'off';
}

/** fsyncs every file and folder under `root`, and `root`'s entry in its parent. */
export function syncTree(root: string): void {
  const syncPath = (path: string) => {
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) syncPath(path);
    }
    syncPath(folder);
  };
  walk(root);
  syncPath(dirname(resolve(root)));
}

export function pgliteOptions<T extends Extensions>(
  dataDir: string | undefined,
  extensions: T,
  sync = syncedByDefault(),
): PGliteOptions<T> {
  const synced = Boolean(dataDir) && sync;
  return {
    ...(dataDir ? { fs: synced ? new SyncedNodeFS(dataDir) : new NodeFS(dataDir) } : {}),
    extensions,
    startParams: startParams(synced),
  };
}

/**
 * Opens (or creates) the embedded database in `dataDir`. A new folder is written by copying
 * initdb's files in, which PostgreSQL never syncs: they are synced once here.
 */
export async function createPglite<T extends Extensions>(
  dataDir: string | undefined,
  extensions: T,
  sync = syncedByDefault(),
) {
  const fresh = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create(pgliteOptions(dataDir, extensions, sync));
  if (fresh && sync) syncTree(dataDir);
  return client;
}
