import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { backupFileName, writeBackup } from './backup.js';

/** Daily backups kept in DATA_DIR/backups: two weeks to notice a mistake and go back. */
export const BACKUPS_KEPT = 14;
/** Archived folders; SQL dumps of before (decision 0033) count too, until pruned. */
const BACKUP_NAME = /^tienda-\d{8}-\d{6}\.(tar|sql)\.gz$/;
/** The first backup after a start waits this long, so start-up itself stays quick. */
const FIRST_BACKUP_DELAY_MS = 30_000;

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

/** The backups in a folder, oldest first (their names sort by time). */
export function listBackups(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => BACKUP_NAME.test(name))
      .sort();
  } catch {
    return [];
  }
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export function pruneBackups(folder: string, keep = BACKUPS_KEPT): string[] {
  const old = listBackups(folder).slice(0, -keep);
  for (const name of old) rmSync(join(folder, name));
  return old;
}

/**
 * Takes a backup of the running shop every `intervalMs` into DATA_DIR/backups, keeps the last
 * BACKUPS_KEPT, and logs each. After a restart the next one is due a whole interval after the
 * newest backup already there.
 */
export function startDailyBackups(options: {
  pglite: PGlite;
  dataDir: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  const folder = backupsFolder(options.dataDir);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function schedule() {
    if (stopped) return;
    const newest = listBackups(folder).at(-1);
    const dueAt = newest
      ? statSync(join(folder, newest)).mtimeMs + options.intervalMs
      : Date.now() + Math.min(FIRST_BACKUP_DELAY_MS, options.intervalMs);
    timer = setTimeout(take, Math.max(dueAt - Date.now(), 0));
    timer.unref();
  }

  function take() {
    running = writeBackup(options.pglite, options.dataDir, join(folder, backupFileName()))
      .then(
        (result) => {
          const removed = pruneBackups(folder);
          options.log.info(
            { file: result.file, bytes: result.bytes, ms: result.ms, removed },
            'daily backup written',
          );
        },
        (error: unknown) => options.log.error({ err: error }, 'daily backup failed'),
      )
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  schedule();
  return {
    /** Cancels the next backup and waits for one under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
