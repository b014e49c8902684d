/**
 * npm run restore -- FILE [--yes]
 * Rebuilds the embedded database's folder (DATA_DIR) from a backup of `npm run backup` (an
 * archived folder or a SQL dump). Refused while the shop runs on that folder; asks before
 * replacing a folder that has data (--yes answers for scripts), and keeps the replaced database
 * beside it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { reportStartupFailure } from '../startup-failure.js';
import { replacedFolderName, restoreBackup } from './restore.js';

async function confirmed(question: string): Promise<boolean> {
  const readline = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^s(i|í)?$/i.test((await readline.question(question)).trim());
  } finally {
    readline.close();
  }
}

async function restore(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: 'boolean', default: false } },
  });
  if (!positionals[0]) {
    console.error('Indicá la copia a restaurar: npm run restore -- data/backups/tienda-….tar.gz');
    process.exit(1);
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  if (!existsSync(file)) {
    console.error(`No existe el archivo ${file}.`);
    process.exit(1);
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const replacedFolder = replacedFolderName(dataDir);
  const restored = await restoreBackup({
    file,
    dataDir,
    replacedFolder,
    async confirmReplace() {
      if (values.yes) return true;
      if (!process.stdin.isTTY) {
        console.error(
          `La carpeta ${dataDir} ya tiene una base de datos: confirmá con --yes para ` +
            `reemplazarla (la actual queda en ${replacedFolder}).`,
        );
        process.exit(1);
      }
      return confirmed(
        `La carpeta ${dataDir} ya tiene una base de datos. ¿Reemplazarla con la copia? ` +
          `(la actual queda en ${replacedFolder}) [s/N] `,
      );
    },
  });
  if (!restored) {
    console.log('No se restauró nada.');
    return;
  }
  const { ms } = restored;
  console.log(
    `Copia restaurada en ${dataDir} (${(ms / 1000).toFixed(1)} s). Iniciá la tienda con npm start.`,
  );
}

await restore().catch((error: unknown) =>
  reportStartupFailure(error, 'La copia no se pudo restaurar'),
);
