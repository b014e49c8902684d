/** The child process of createPglite that creates a new database folder (pglite-options.ts). */
import { initialiseFolder, syncedByDefault } from './pglite-options.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init <folder>');
await initialiseFolder(dataDir, syncedByDefault());
