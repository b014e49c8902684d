/**
 * No cheap request forces expensive work: 4 clients flood the unpaged catalogue
 * (GET /api/products, 12.7 MB at 10,000 products) with a random unknown parameter on every
 * request, while one shopper loads the home page and random product pages. Target: the
 * shopper's p99 under 100 ms. Also records what one build of the unpaged list costs (the
 * database query and the serialization, timed with the cache off) at each size in
 * BENCH_SIZES; catalogues are generated once into bench/.out.
 *
 *   npm run build && npm run bench:flood -w @shop/bench            (PGlite)
 *   DATABASE_URL=postgres://… npm run bench:flood -w @shop/bench   (PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './lib/load.js';
import { machineLine, sharingLine, writeSection } from './lib/results.js';
import { builtShop, repoRoot, runNode, withShop } from './lib/servers.js';

const FLOOD_PRODUCTS = 10_000;
const BUILD_SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FLOODERS = 4;
const databaseUrl = process.env.DATABASE_URL;
const apiMain = builtShop();
const seedCli = join(repoRoot, 'apps', 'api', 'dist', 'seed', 'cli.js');

function shopEnv(size: number): Record<string, string> {
  const env: Record<string, string> = {
    DATA_DIR: join(repoRoot, 'bench', '.out', `catalogue-${size}`),
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    BACKUP_INTERVAL_HOURS: '0',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Products generated so far into the (empty at start) PostgreSQL database. */
let seededIntoPostgres = 0;

/** The catalogue of `size` products: generated once into bench/.out (PGlite), or topped up
 * to `size` in the PostgreSQL database (empty at the start of a run). */
async function catalogue(size: number): Promise<Record<string, string>> {
  const env = shopEnv(size);
  const missing = databaseUrl
    ? size - seededIntoPostgres
    : existsSync(join(env.DATA_DIR!, 'PG_VERSION'))
      ? 0
      : size;
  if (missing > 0) {
    mkdirSync(env.DATA_DIR!, { recursive: true });
    console.log(`seeding ${missing} products…`);
    await runNode(seedCli, ['--products', String(missing)], env);
    if (databaseUrl) seededIntoPostgres = size;
  }
  return env;
}

/**
 * One build of the unpaged list: each request builds it when the cache is off. From the
 * catalogue memory (the kept JSON joined), or with it off from the database (query and
 * serialization).
 */
async function buildCost(size: number, memory: boolean) {
  const env = {
    ...(await catalogue(size)),
    PUBLIC_CACHE_TTL_MS: '0',
    CATALOGUE_IN_MEMORY: String(memory),
  };
  return withShop(apiMain, env, async (base) => {
    const times: number[] = [];
    let bytes = 0;
    let products = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const body = await (await fetch(`${base}/api/products`)).text();
      times.push(performance.now() - started);
      bytes = Buffer.byteLength(body);
      products = (JSON.parse(body) as unknown[]).length;
    }
    times.sort((a, b) => a - b);
    return { size, products, bytes, ms: times[1]! };
  });
}

/** The flooders run in a process of their own (lib/flood-client.ts). */
function startFloodClient(base: string): Promise<autocannon.Result> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'bench', 'lib', 'flood-client.ts'),
      base,
      String(FLOODERS),
      String(SECONDS),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1)!) as autocannon.Result)
        : reject(new Error(`flood client exited with ${code}`)),
    ),
  );
}

async function flood() {
  const env = await catalogue(FLOOD_PRODUCTS);
  return withShop(apiMain, env, async (base) => {
    const slugs: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = (await (await fetch(`${base}/api/products?page=${page}&limit=48`)).json()) as {
        items: { slug: string }[];
      };
      slugs.push(...res.items.map((item) => item.slug));
    }
    const shopperPaths = ['/', ...slugs.map((slug) => `/producto/${slug}`)];
    // Warm-up: the kept list's first build (made once the shop is up), then the shopper's pages.
    await (await fetch(`${base}/api/products`, { headers: BROWSER_HEADERS })).arrayBuffer();
    // Each of the shopper's pages once, so the run measures the flood, not first renders.
    for (const path of shopperPaths) {
      await (await fetch(`${base}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
    }
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
    let shopperRequest = 0;
    const flood = startFloodClient(base);
    const shopper = await autocannon({
      url: base,
      connections: 1,
      duration: SECONDS,
      headers: { ...BROWSER_HEADERS, accept: 'text/html' },
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            // Every other request the home page, the others a random product page.
            path: shopperRequest++ % 2 === 0 ? '/' : pick(shopperPaths.slice(1)),
          }),
        },
      ],
    });
    const flooders = await flood;
    return { flooders, shopper };
  });
}

const { flooders, shopper } = await flood();
const builds = [];
for (const size of BUILD_SIZES) {
  builds.push({ memory: await buildCost(size, true), database: await buildCost(size, false) });
}

const database = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
const verdict = shopper.latency.p99 < 100 ? 'meets the target' : 'MISSES the target';
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
writeSection(
  `full-list-flood-${databaseUrl ? 'postgres' : 'pglite'}`,
  `## Flood of the unpaged catalogue beside a shopper — ${database}

Command: \`${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:flood -w @shop/bench\` (after \`npm run build\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
${sharingLine()}
${FLOOD_PRODUCTS} products · ${FLOODERS} clients (a load-generator process of their own) flood \`GET /api/products?r=<random>\` (a new unknown parameter each request) for ${SECONDS} s while 1 shopper loads the home page and random product pages (server-rendered), all with a browser's \`Accept-Encoding\`.

| who | requests | req/s | p50 ms | p99 ms | errors / non-2xx |
|---|---|---|---|---|---|
| flooders (unpaged list, random parameter) | ${flooders.requests.total} | ${flooders.requests.average.toFixed(0)} | ${flooders.latency.p50} | ${flooders.latency.p99} | ${flooders.errors + flooders.timeouts} / ${flooders.non2xx} |
| shopper (home + product pages) | ${shopper.requests.total} | ${shopper.requests.average.toFixed(0)} | ${shopper.latency.p50} | ${shopper.latency.p99} | ${shopper.errors + shopper.timeouts} / ${shopper.non2xx} |

Target: the shopper's p99 under 100 ms — ${verdict} (p99 ${shopper.latency.p99} ms).

One build of the unpaged list (the cache off, median of 3; compression is done off the event loop on top): from the catalogue memory (its kept JSON joined), and with \`CATALOGUE_IN_MEMORY=false\` from the database (query and serialization):

| products | answer | build ms, memory | build ms, database |
|---|---|---|---|
${builds.map((b) => `| ${b.memory.products} | ${mb(b.memory.bytes)} MB | ${b.memory.ms.toFixed(0)} | ${b.database.ms.toFixed(0)} |`).join('\n')}
`,
);
console.log(`shopper p99 ${shopper.latency.p99} ms; flooders ${flooders.requests.average} req/s`);
