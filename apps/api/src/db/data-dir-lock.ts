import {
  closeSync,
  constants,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { flockSync } from 'fs-ext';

/** The file whose flock marks the folder as taken; it names the holder. */
export const LOCK_FILE = 'tienda.lock';

/** What the holder writes into the lock file, for whoever is refused. */
export type LockHolder = {
  pid: number;
  /** Unix socket where the running shop takes backup requests (`npm run backup`). */
  controlSocket?: string;
};

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso de la tienda` +
        `${holder ? ` (pid ${holder.pid})` : ''}: detené ese proceso o usá otra carpeta (DATA_DIR).`,
    );
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = {
  dataDir: string;
  /** Records where this process takes backup requests, for `npm run backup`. */
  announce: (holder: Omit<LockHolder, 'pid'>) => void;
  release: () => void;
};

/** Folders this process holds, refused at once to a second attempt (with this pid). */
const heldHere = new Map<string, DataDirLock>();

/** Who holds the folder, as its lock file says (the file outlives a killed holder). */
export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database folder for this process, or throws DataDirInUseError. The lock is
 * flock(2) on an open descriptor: the kernel drops it when the process ends in any way (exit,
 * crash, kill -9, power cut), so a dead holder never blocks the next start and nothing needs
 * cleaning up. The file itself stays; only the lock on it counts. Not fcntl: a process loses
 * every fcntl lock on a file when it closes any descriptor of it, and PGlite reads every file of
 * the folder when it copies it for a backup.
 */
export function lockDataDir(folder: string): DataDirLock {
  const dataDir = resolve(folder);
  if (heldHere.has(dataDir)) throw new DataDirInUseError(dataDir, { pid: process.pid });
  mkdirSync(dataDir, { recursive: true });
  const fd = openSync(join(dataDir, LOCK_FILE), constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    const code = (error as { code?: string }).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
      throw new DataDirInUseError(dataDir, readLockHolder(dataDir));
    }
    throw error;
  }
  const write = (holder: LockHolder) => {
    ftruncateSync(fd, 0);
    writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  };
  write({ pid: process.pid });
  const held: DataDirLock = {
    dataDir,
    announce: (details) => write({ pid: process.pid, ...details }),
    release() {
      if (heldHere.get(dataDir) !== held) return;
      heldHere.delete(dataDir);
      // Closing the descriptor drops the lock.
      closeSync(fd);
    },
  };
  heldHere.set(dataDir, held);
  return held;
}
