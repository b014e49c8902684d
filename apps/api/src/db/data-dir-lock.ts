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
import { lock } from 'os-lock';

/** The file whose fcntl lock marks the folder as taken; it names the holder. */
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

/**
 * fcntl locks belong to a process: a second lock from this process would succeed, and closing
 * its descriptor would drop the first. Folders this process holds are refused here instead.
 */
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
 * an fcntl lock on an open descriptor: the kernel drops it when the process ends in any way
 * (exit, crash, kill -9, power cut), so a dead holder never blocks the next start and nothing
 * needs cleaning up. The file itself stays; only the lock on it counts.
 */
export async function lockDataDir(folder: string): Promise<DataDirLock> {
  const dataDir = resolve(folder);
  if (heldHere.has(dataDir)) throw new DataDirInUseError(dataDir, { pid: process.pid });
  mkdirSync(dataDir, { recursive: true });
  const fd = openSync(join(dataDir, LOCK_FILE), constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    await lock(fd, { exclusive: true, immediate: true });
  } catch (error) {
    closeSync(fd);
    const code = (error as { code?: string }).code;
    if (code === 'EAGAIN' || code === 'EACCES' || code === 'EBUSY') {
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
