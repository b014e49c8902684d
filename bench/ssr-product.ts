/**
 * Server-rendered pages under load: a product page (and home and catalogue beside it) at 20
 * connections, next to a bare Fastify route in the same run. Target: product page p99 < 50 ms.
 *
 *   npm run build && npm run bench:ssr -w @shop/bench                (PGlite, demo shop)
 *   DATABASE_URL=postgres://… npm run bench:ssr -w @shop/bench       (PostgreSQL)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, type LoadFigures } from './lib/load.js';
import { machineLine, writeSection } from './lib/results.js';
import { freePort, repoRoot, startNode, stop, waitForHttp } from './lib/servers.js';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const databaseUrl = process.env.DATABASE_URL;
const apiMain = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(apiMain)) throw new Error('Run `npm run build` first.');

const HTML_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml',
};

const dataDirs: string[] = [];
function startShop(port: number, extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-ssr-bench-'));
  dataDirs.push(dataDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...extra,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startNode(apiMain, [], env);
}

/** Every enabled product's page, from the catalogue API. */
async function productPaths(base: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const { items } = (await (
      await fetch(`${base}/api/products?page=${page}&limit=100`)
    ).json()) as {
      items: { slug: string }[];
    };
    paths.push(...items.map((item) => `/producto/${item.slug}`));
    if (items.length < 100) return paths;
  }
}

const shopPort = await freePort();
const uncachedPort = await freePort();
const helloPort = await freePort();
const base = `http://127.0.0.1:${shopPort}`;
const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
const shop = startShop(shopPort);
const hello = startNode(join(repoRoot, 'bench', 'hello-server.ts'), [], {
  PORT: String(helloPort),
});
// Started once the first has seeded the shop, so that on PostgreSQL both share one catalogue.
let uncached: ReturnType<typeof startShop> | undefined;
try {
  await waitForHttp(`${base}/api/health`, 180_000);
  uncached = startShop(uncachedPort, { PUBLIC_CACHE_TTL_MS: '0' });
  await waitForHttp(`${uncachedBase}/api/health`, 180_000);
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const { items } = (await (
    await fetch(`${base}/api/products?page=1&limit=1&sort=popular`)
  ).json()) as {
    items: { slug: string }[];
  };
  const productPath = `/producto/${items[0]?.slug}`;
  const everyProduct = await productPaths(base);
  const bare = await measure(`http://127.0.0.1:${helloPort}/hello`, CONNECTIONS, SECONDS);
  const pages: [string, LoadFigures][] = [];
  for (const path of [productPath, '/', '/catalogo']) {
    pages.push([`\`GET ${path}\``, await measure(base + path, CONNECTIONS, SECONDS, HTML_HEADERS)]);
  }
  pages.push([
    `each of the ${everyProduct.length} product pages in turn`,
    await measure(base, CONNECTIONS, SECONDS, HTML_HEADERS, everyProduct),
  ]);
  pages.push([
    `\`GET ${productPath}\` with the cache off (rendered every time)`,
    await measure(uncachedBase + productPath, CONNECTIONS, SECONDS, HTML_HEADERS),
  ]);
  const product = pages[0]![1];
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requestsPerSecond.toFixed(0)} | ${((f.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;
  const verdict =
    product.p99 < 50 && product.errors + product.non2xx === 0
      ? 'meets the target'
      : 'MISSES the target';
  writeSection(
    `ssr-pages-${databaseUrl ? 'postgres' : 'pglite'}`,
    `## Server-rendered pages — ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}

Command: \`${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:ssr -w @shop/bench\` (after \`npm run build\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
Demo shop · ${CONNECTIONS} connections · a 5 s warm-up then the median of 3 runs of ${SECONDS} s per row; compressed HTML (brotli) as a browser asks; servers and load generator share the 2 cores.
Pages the same for every shopper are kept rendered in the public cache (\`PUBLIC_CACHE_TTL_MS\`, 5 s, emptied by any write), so a page is rendered at most once per 5 s per instance; the last row is a second shop with that cache off, the cost of rendering itself.

| page | req/s | vs bare | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|
| bare Fastify \`GET /hello\` | ${bare.requestsPerSecond.toFixed(0)} | 100% | ${bare.p50} | ${bare.p99} | ${bare.errors + bare.non2xx} |
${pages.map(([name, f]) => row(name, f)).join('\n')}

Target: product page p99 < 50 ms at ${CONNECTIONS} connections — ${verdict} (p99 ${product.p99} ms, ${product.requestsPerSecond.toFixed(0)} pages/s).`,
  );
  console.log(
    pages
      .map(([p, f]) => `${p}: ${f.requestsPerSecond.toFixed(0)} req/s p99 ${f.p99} ms`)
      .join('\n'),
  );
} finally {
  await stop(shop);
  if (uncached) await stop(uncached);
  await stop(hello);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
