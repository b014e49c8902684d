import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock.js';

/** Files of the data folder that are the shop's, not the database's: they move with it. */
const SHOP_FILES = ['backups', 'jwt-secret'];

/** Whether the folder holds an embedded database. */
export const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Where the database a restore replaces is kept: beside it, named by the time. */
export function replacedFolderName(dataDir: string, at = new Date()): string {
  return `${dataDir}.anterior-${at.toISOString().slice(0, 19).replaceAll(':', '')}`;
}

/**
 * Rebuilds the data folder from a backup. Throws DataDirInUseError when a process holds the
 * folder; asks `confirmReplace` before replacing a database already there (false: nothing is
 * done, undefined is answered). The replaced database is not deleted: it is moved to
 * `replacedFolder`, and the shop's own files (older backups, the token secret) move into the
 * restored folder.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  replacedFolder: string;
  confirmReplace: () => Promise<boolean>;
}): Promise<{ ms: number } | undefined> {
  const started = Date.now();
  const { dataDir, replacedFolder } = options;
  const folderLock = lockDataDir(dataDir);
  const building = `${dataDir}.restaurando`;
  try {
    if (hasDatabase(dataDir) && !(await options.confirmReplace())) return undefined;
    const dump = gunzipSync(readFileSync(options.file)).toString('utf8');
    rmSync(building, { recursive: true, force: true });
    const pglite = await PGlite.create(building, { extensions: { pg_trgm } });
    try {
      await pglite.exec(dump);
    } finally {
      await pglite.close();
    }
    if (hasDatabase(dataDir)) {
      renameSync(dataDir, replacedFolder);
      for (const name of SHOP_FILES) {
        if (existsSync(join(replacedFolder, name))) {
          renameSync(join(replacedFolder, name), join(building, name));
        }
      }
    } else {
      // Only the lock file and maybe the shop's files: they move into the new folder.
      for (const name of SHOP_FILES) {
        if (existsSync(join(dataDir, name))) renameSync(join(dataDir, name), join(building, name));
      }
      rmSync(join(dataDir, LOCK_FILE), { force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(building, dataDir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  } finally {
    folderLock.release();
  }
  return { ms: Date.now() - started };
}
