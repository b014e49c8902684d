/**
 * How long the owner waits for a backup and a restore of a 10,000-product shop (embedded
 * database). Seeds a fresh folder, backs it up with the shop stopped and again while it serves,
 * restores the file into a new folder, then starts the shop there and counts the products.
 *
 *   npm run build && npm run bench:backup -w @shop/bench
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { machineLine, writeSection } from './lib/results.js';
import { builtShop, repoRoot, runNode, withShop } from './lib/servers.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const out = join(repoRoot, 'bench', '.out');
const api = (file: string) => join(repoRoot, 'apps', 'api', 'dist', file);
const shopMain = builtShop(api('main.js'));
if (process.env.DATABASE_URL) throw new Error('PostgreSQL is backed up with pg_dump (README).');

const shopFolder = join(out, `backup-shop-${PRODUCTS}`);
const restoredFolder = join(out, `backup-restored-${PRODUCTS}`);
const stoppedFile = join(out, `backup-${PRODUCTS}-stopped.tar.gz`);
const servingFile = join(out, `backup-${PRODUCTS}-serving.tar.gz`);

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  ADMIN_USERNAME: 'bench',
  ADMIN_PASSWORD: 'bench-password',
  BACKUP_INTERVAL_HOURS: '0',
});

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function productCount(base: string): Promise<number> {
  const answer = await fetch(`${base}/api/products?page=1&limit=1`);
  const body = (await answer.json()) as { total?: number; products?: unknown[] };
  if (typeof body.total !== 'number') throw new Error(`no total in ${JSON.stringify(body)}`);
  return body.total;
}

for (const path of [shopFolder, restoredFolder, stoppedFile, servingFile]) {
  rmSync(path, { recursive: true, force: true });
}

console.log(`seeding ${PRODUCTS} products…`);
const seedSeconds = await timed(() =>
  runNode(api('seed/cli.js'), ['--products', String(PRODUCTS)], env(shopFolder)),
);
const stoppedSeconds = await timed(() =>
  runNode(api('backup/backup-cli.js'), [stoppedFile], env(shopFolder)),
);
const { servingSeconds, shopCount } = await withShop(shopMain, env(shopFolder), async (base) => ({
  shopCount: await productCount(base),
  servingSeconds: await timed(() =>
    runNode(api('backup/backup-cli.js'), [servingFile], env(shopFolder)),
  ),
}));
const restoreSeconds = await timed(() =>
  runNode(api('backup/restore-cli.js'), [stoppedFile, '--yes'], env(restoredFolder)),
);
const restoredCount = await withShop(shopMain, env(restoredFolder), productCount);
if (restoredCount !== shopCount) {
  throw new Error(`restored ${restoredCount} products, the shop had ${shopCount}`);
}

const megabytes = (file: string) => (statSync(file).size / 1_000_000).toFixed(1);
writeSection(
  'backup-restore',
  `## Backup and restore of the embedded database — ${PRODUCTS.toLocaleString('en')} products

\`npm run build && npm run bench:backup -w @shop/bench\` · ${machineLine()} · ${new Date().toISOString().slice(0, 10)}

Each figure is the whole command's wall time (Node start, opening the database, archiving or
unpacking its folder, and closing), as the owner waits for it.

| step | time | file |
|---|---|---|
| seed ${PRODUCTS.toLocaleString('en')} generated products (for reference) | ${seedSeconds.toFixed(1)} s | |
| \`npm run backup\`, shop stopped | ${stoppedSeconds.toFixed(1)} s | ${megabytes(stoppedFile)} MB gzip |
| \`npm run backup\` while the shop serves (the shop writes it) | ${servingSeconds.toFixed(1)} s | ${megabytes(servingFile)} MB gzip |
| \`npm run restore -- FILE --yes\` into a new folder | ${restoreSeconds.toFixed(1)} s | |

The restored folder started and listed ${restoredCount.toLocaleString('en')} products, as many as the
shop it was taken from.`,
);
console.log({ seedSeconds, stoppedSeconds, servingSeconds, restoreSeconds, restoredCount });
