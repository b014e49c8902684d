/**
 * The products CSV import (POST /api/admin/products/import) with 10,000 rows: the catalogue is
 * exported, every row's price and stock changed, and the file dry-run then applied; then a
 * file of 10,000 rows of new products is applied. Target: 10,000 rows apply in under 10 s.
 *
 *   npm run build -w @shop/api && npm run bench:import -w @shop/bench            (PGlite, in memory)
 *   DATABASE_URL=postgres://… npm run bench:import -w @shop/bench                 (PostgreSQL, scratch database)
 */
import { loadavg } from 'node:os';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { openDatabase, serveWithOwner } from './lib/in-process-shop.js';
import { machineLine, writeSection } from './lib/results.js';

const PRODUCTS = 2_000;
const SIZES = 5;
const databaseUrl = process.env.DATABASE_URL;
const { sql } = await import('drizzle-orm');

const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
const { db } = database;
await db.execute(sql`delete from products where slug like 'bench-import-%'`);
await db.execute(sql`
  insert into products (slug, product_name, search_text, price_cents, brand, cat, sub_cat)
  select 'bench-import-' || n, 'Producto importado ' || n, 'producto importado ' || n,
         1000000 + (n % 50) * 10000, 'Nike', 'Botines', 'Futbol 11'
  from generate_series(1, ${PRODUCTS}) as n`);
await db.execute(sql`
  insert into product_variants (product_id, variant_id, position, name)
  select id, 1, 0, 'Negro' from products where slug like 'bench-import-%'`);
await db.execute(sql`
  insert into product_sizes (product_id, variant_id, size, position, stock)
  select p.id, 1, s::text, s - 39, 10
  from products p, generate_series(39, ${38 + SIZES}) as s
  where p.slug like 'bench-import-%'`);
await db.execute(sql`analyze`);

const { address, token, close } = await serveWithOwner(database, 'import');
const auth = { authorization: `Bearer ${token}` };

type Answer = {
  fileHash: string;
  counts: { create: number; update: number; unchanged: number; errors: number };
};

/** Sends the file; the answer and how long the call took. */
async function send(path: string, file: Buffer): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv' },
    body: file,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { answer: JSON.parse(text) as Answer, ms };
}

/** Dry run, then 'Aplicar' with its hash. */
async function importFile(file: Buffer) {
  const dry = await send('/api/admin/products/import/preview', file);
  const applied = await send(`/api/admin/products/import?hash=${dry.answer.fileHash}`, file);
  return { counts: applied.answer.counts, dryMs: dry.ms, applyMs: applied.ms };
}

const csv = (rows: string[][]) =>
  Buffer.from('\uFEFF' + stringify(rows, { record_delimiter: 'windows' }));

try {
  const exported = await fetch(`${address}/api/admin/products/export`, { headers: auth });
  const [header, ...rows] = parse(await exported.text(), { bom: true }) as string[][];
  const benchRows = rows.filter((row) => row[1]!.startsWith('Producto importado '));
  const changed = benchRows.map((row) => {
    const copy = [...row];
    copy[7] = String(Number(row[7]) + 1);
    copy[8] = (Number(row[8]) * 1.1).toFixed(2);
    return copy;
  });
  const updates = await importFile(csv([header!, ...changed]));

  const fresh = Array.from({ length: PRODUCTS * SIZES }, (_, index) => [
    '',
    `Producto nuevo ${Math.floor(index / SIZES)}`,
    'Adidas',
    'Camisetas',
    'Retro',
    'Blanco',
    String(39 + (index % SIZES)),
    '3',
    '15000.00',
    '',
    'No',
  ]);
  const creates = await importFile(csv([header!, ...fresh]));

  const line = (what: string, result: Awaited<ReturnType<typeof importFile>>) =>
    `| ${what} | ${result.counts.create} | ${result.counts.update} | ${result.dryMs.toFixed(0)} | ${result.applyMs.toFixed(0)} |`;
  const slowest = Math.max(updates.applyMs, creates.applyMs);
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `${kind}: update ${changed.length} rows dry ${updates.dryMs.toFixed(0)} ms, apply ${updates.applyMs.toFixed(0)} ms; create ${fresh.length} rows dry ${creates.dryMs.toFixed(0)} ms, apply ${creates.applyMs.toFixed(0)} ms`,
  );
  writeSection(
    `import-${databaseUrl ? 'postgres' : 'pglite'}`,
    `## Products CSV import — ${kind}

Command: \`${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:import -w @shop/bench\` (after \`npm run build -w @shop/api\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
Data: ${PRODUCTS} products × ${SIZES} sizes exported; every row's price (+10 %) and stock (+1) changed; then ${PRODUCTS * SIZES} rows of ${PRODUCTS} new products. Each file is dry-run, then applied with the dry run's hash, over HTTP on 127.0.0.1 (client and server in one process). Measured while other work shared the machine's 2 cores (load average ${loadavg()[0]!.toFixed(1)} at the end of the run), so figures vary between runs.

| file | rows created | rows updated | dry run ms | apply ms |
|---|---|---|---|---|
${line(`${changed.length} rows, prices and stock changed`, updates)}
${line(`${fresh.length} rows of new products`, creates)}

Target: 10,000 rows apply in under 10 s — ${slowest < 10_000 ? 'met' : 'MISSED'}.`,
  );
} finally {
  await close();
  await database.close();
}
