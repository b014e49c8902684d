/**
 * Catalogue page under load: GET /api/products?page=1 on a 10,000-product catalogue beside a bare
 * Fastify route, same machine, same run. Writes the figures to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:api -w @shop/bench            (PGlite)
 *   DATABASE_URL=postgres://… npm run bench:api -w @shop/bench   (PostgreSQL)
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { measure, type LoadFigures } from './lib/load.js';
import { machineLine, writeSection } from './lib/results.js';
import { freePort, repoRoot, runNode, startNode, stop, waitForHttp } from './lib/servers.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = join(repoRoot, 'bench', '.out', `catalogue-${PRODUCTS}`);
const apiMain = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
const seedCli = join(repoRoot, 'apps', 'api', 'dist', 'seed', 'cli.js');

if (!existsSync(apiMain)) throw new Error('Run `npm run build` first.');

const env: Record<string, string> = {
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  ADMIN_USERNAME: 'bench',
  ADMIN_PASSWORD: 'bench-password',
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;

if (databaseUrl || !existsSync(join(dataDir, 'PG_VERSION'))) {
  mkdirSync(dataDir, { recursive: true });
  console.log(`seeding ${PRODUCTS} products…`);
  await runNode(seedCli, ['--products', String(PRODUCTS)], env);
}

const shopPort = await freePort();
const helloPort = await freePort();
const shop = startNode(apiMain, [], { ...env, PORT: String(shopPort), HOST: '127.0.0.1' });
const hello = startNode(join(repoRoot, 'bench', 'hello-server.ts'), [], {
  PORT: String(helloPort),
});
try {
  await waitForHttp(`http://127.0.0.1:${shopPort}/api/health`);
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const firstPage = (await (
    await fetch(`http://127.0.0.1:${shopPort}/api/products?page=1`)
  ).json()) as { total: number; items: { slug: string }[] };
  const total = firstPage.total;

  const bare = await measure(`http://127.0.0.1:${helloPort}/hello`, CONNECTIONS, SECONDS);
  const catalogue = await measure(
    `http://127.0.0.1:${shopPort}/api/products?page=1`,
    CONNECTIONS,
    SECONDS,
  );
  const filtered = await measure(
    `http://127.0.0.1:${shopPort}/api/products?page=3&category=Botines&sort=price_asc`,
    CONNECTIONS,
    SECONDS,
  );
  const search = await measure(
    `http://127.0.0.1:${shopPort}/api/products?page=1&q=botin`,
    CONNECTIONS,
    SECONDS,
  );
  const bySlug = await measure(
    `http://127.0.0.1:${shopPort}/api/products/${firstPage.items[0]?.slug}`,
    CONNECTIONS,
    SECONDS,
  );
  const uncompressed = await measure(
    `http://127.0.0.1:${shopPort}/api/products?page=1`,
    CONNECTIONS,
    SECONDS,
    {},
  );

  await stop(shop);
  const uncachedShop = startNode(apiMain, [], {
    ...env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    PUBLIC_CACHE_TTL_MS: '0',
  });
  await waitForHttp(`http://127.0.0.1:${shopPort}/api/health`);
  const databasePath = await measure(
    `http://127.0.0.1:${shopPort}/api/products?page=1`,
    CONNECTIONS,
    SECONDS,
  );
  await stop(uncachedShop);

  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requestsPerSecond.toFixed(0)} | ${((f.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)}% | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;
  const ratio = catalogue.requestsPerSecond / bare.requestsPerSecond;
  const verdict = ratio >= 0.4 && catalogue.p99 < 25 ? 'meets the target' : 'MISSES the target';
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  writeSection(
    `api-catalogue-${databaseUrl ? 'postgres' : 'pglite'}`,
    `## API catalogue page — ${database}

Command: \`${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:api -w @shop/bench\` (after \`npm run build\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
Catalogue: ${total} enabled products · ${CONNECTIONS} connections · a 5 s warm-up then the median of 3 runs of ${SECONDS} s per route; servers and load generator share the machine.
Requests carry a browser's \`Accept-Encoding\` (the shop keeps compressed copies of its cached catalogue answers) except where the row says otherwise. Repeated identical reads are served from the in-memory public cache (5 s, emptied by any write); see README.

| route | req/s | vs bare | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|
| bare Fastify \`GET /hello\` | ${bare.requestsPerSecond.toFixed(0)} | 100% | ${bare.p50} | ${bare.p99} | ${bare.errors + bare.non2xx} |
${row('`GET /api/products?page=1`', catalogue)}
${row('`GET /api/products?page=3&category=Botines&sort=price_asc`', filtered)}
${row('`GET /api/products?page=1&q=botin`', search)}
${row('`GET /api/products/:slug` (one product)', bySlug)}
${row('`GET /api/products?page=1` without Accept-Encoding', uncompressed)}
${row('`GET /api/products?page=1` with the cache off (every request queries the database)', databasePath)}

Target: catalogue page ≥ 40% of the bare route's req/s and p99 < 25 ms at 50 connections — ${verdict} (${(ratio * 100).toFixed(0)}%, p99 ${catalogue.p99} ms).`,
  );
  console.log(
    `catalogue ${catalogue.requestsPerSecond.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}% of bare), p99 ${catalogue.p99} ms`,
  );
} finally {
  await stop(shop);
  await stop(hello);
}
