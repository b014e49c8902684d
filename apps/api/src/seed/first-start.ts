/**
 * A new embedded shop is seeded by a short-lived process (the `npm run seed` command) before
 * the shop opens its folder: what loading the demo shop leaves in a process (the JS heap it
 * grew, libvips and malloc's memory) ends with that process, and the shop starts as it would
 * on any later day. If that process fails, the shop seeds itself as before.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config.js';

const fromSource = import.meta.url.endsWith('.ts');
const seedCli = fileURLToPath(new URL(fromSource ? './cli.ts' : './cli.js', import.meta.url));

export async function seedNewFolderInChild(config: AppConfig): Promise<void> {
  if (config.databaseUrl || !config.dataDir) return;
  if (existsSync(join(config.dataDir, 'PG_VERSION'))) return;
  const loader = fromSource ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, seedCli], {
    env: { ...process.env, DATA_DIR: config.dataDir },
    stdio: 'ignore',
  });
  await new Promise<void>((resolve) => {
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}
