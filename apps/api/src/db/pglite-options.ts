/**
 * How the shop opens its embedded database (PGlite 0.5): synced to disk, in little memory
 * (decision 0033).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * Creates the database's files in a new folder: initdb runs in a second PGlite whose
 * WebAssembly heaps stay in the process that ran it (~450 MB more at its peak, ~100 MB after),
 * so a short-lived child process does it. PostgreSQL never syncs the files initdb's copy
 * writes: they are synced here once.
 */
export async function initialiseFolder(dataDir: string, sync = syncedByDefault()) {
  const database = await PGlite.create(pgliteOptions(dataDir, {}, sync));
  await database.close();
  if (sync) syncTree(dataDir);
}

const fromSource = import.meta.url.endsWith('.ts');
const initChild = new URL(fromSource ? './pglite-init.ts' : './pglite-init.js', import.meta.url);

function initialiseInChild(dataDir: string, sync: boolean): Promise<void> {
  const loader = fromSource ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, fileURLToPath(initChild), dataDir], {
    env: { ...process.env, PGLITE_FSYNC: sync ? 'on' : 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database exited with ${code}`)),
    );
  });
}

/** Opens (or first creates) the embedded database in `dataDir`; in memory without one. */
export async function createPglite<T extends Extensions>(
  dataDir: string | undefined,
  extensions: T,
  sync = syncedByDefault(),
) {
  if (dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    await initialiseInChild(dataDir, sync);
  }
  return PGlite.create(pgliteOptions(dataDir, extensions, sync));
}
