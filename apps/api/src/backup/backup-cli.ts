/**
 * npm run backup [-- FILE]
 * A backup of the embedded database: its folder archived (by default into DATA_DIR/backups), or
 * a SQL dump when FILE ends in .sql.gz (backup.ts, isSqlDump). While the shop runs, the shop
 * itself writes it (it holds the folder); otherwise this command opens the folder. On
 * PostgreSQL the server's own tools do this (README, Production).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { reportStartupFailure } from '../startup-failure.js';
import { backupFileName, writeBackup, type BackupResult } from './backup.js';
import { requestBackup } from './control.js';
import { backupsFolder } from './daily.js';

async function backup(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (process.env.DATABASE_URL) {
    console.error(
      'Con DATABASE_URL la base es un servidor PostgreSQL: hacé la copia con pg_dump ' +
        '(README, sección Production).',
    );
    process.exit(1);
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  // npm runs this from apps/api; a file named by the user is relative to where they typed it.
  const file = positionals[0]
    ? resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0])
    : join(backupsFolder(dataDir), backupFileName());
  const result = await backupOf(dataDir, file);
  const megabytes = (result.bytes / 1_000_000).toFixed(1);
  console.log(
    `Copia de seguridad guardada en ${result.file} (${megabytes} MB, ${(result.ms / 1000).toFixed(1)} s).`,
  );
}

async function backupOf(dataDir: string, file: string): Promise<BackupResult> {
  try {
    const database = await openDatabase({ dataDir });
    try {
      if (!database.pglite) throw new Error('not an embedded database');
      return await writeBackup(database.pglite, dataDir, file);
    } finally {
      await database.close();
    }
  } catch (error) {
    // The shop runs on this folder: it writes the backup itself.
    if (error instanceof DataDirInUseError && error.holder?.controlSocket) {
      return requestBackup(error.holder.controlSocket, file);
    }
    throw error;
  }
}

await backup().catch((error: unknown) =>
  reportStartupFailure(error, 'La copia de seguridad no se pudo hacer'),
);
