import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { extract } from 'tar';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock.js';
import { createPglite, syncTree } from '../db/pglite-options.js';

/** Files of the data folder that are the shop's, not the database's: they move with it. */
const SHOP_FILES = ['backups', 'jwt-secret'];

/** Whether the folder holds an embedded database. */
export const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Where the database a restore replaces is kept: beside it, named by the time. */
export function replacedFolderName(dataDir: string, at = new Date()): string {
  return `${dataDir}.anterior-${at.toISOString().slice(0, 19).replaceAll(':', '')}`;
}

/** Whether a gzipped backup is a tar archive of the folder ("ustar" at byte 257), not SQL. */
async function isFolderArchive(file: string): Promise<boolean> {
  const head = Buffer.alloc(512);
  let filled = 0;
  const gunzip = createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      filled += chunk.copy(head, filled);
      if (filled === head.length) break;
    }
  } finally {
    gunzip.destroy();
  }
  return head.subarray(257, 262).toString('latin1') === 'ustar';
}

/**
 * Unpacks an archived folder and opens it once: PostgreSQL replays the WAL written after the
 * backup's checkpoint, and a damaged archive fails here, before the shop's folder is touched.
 */
async function unpackFolder(file: string, building: string): Promise<void> {
  mkdirSync(building, { recursive: true });
  await extract({ file, cwd: building, strict: true });
  // Opening a folder without a database would create an empty one in its place.
  if (!hasDatabase(building)) {
    throw new Error('el archivo no es una copia de la tienda (no tiene una base de datos)');
  }
  const pglite = await createPglite(building, { pg_trgm });
  try {
    await pglite.query('select count(*) from pg_class');
  } finally {
    await pglite.close();
  }
  syncTree(building);
}

/** Loads a plain SQL dump into a new database. */
async function loadSqlDump(file: string, building: string): Promise<void> {
  const dump = gunzipSync(readFileSync(file)).toString('utf8');
  const pglite = await PGlite.create(building, { extensions: { pg_trgm } });
  try {
    await pglite.exec(dump);
  } finally {
    await pglite.close();
  }
}

/**
 * Rebuilds the data folder from a backup: an archived folder or a SQL dump. Throws
 * DataDirInUseError when a process holds the folder; asks `confirmReplace` before replacing a
 * database already there (false: nothing is done, undefined is answered). The replaced database is not deleted: it is moved to
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
    rmSync(building, { recursive: true, force: true });
    if (await isFolderArchive(options.file)) await unpackFolder(options.file, building);
    else await loadSqlDump(options.file, building);
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
