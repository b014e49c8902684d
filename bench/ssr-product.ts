/**
 * Server-rendered pages under long-tail traffic on a 10,000-product catalogue, beside a bare
 * Fastify route in the same run: a random product page of the whole catalogue each request (most
 * find nothing in the page cache), then with the page cache off (the cost of rendering itself),
 * and the headline rows (one product, home, catalogue asked again and again). 20 connections.
 *
 *   npm run build && npm run bench:ssr -w @shop/bench                                (PGlite)
 *   npm run build && DATABASE_URL=postgres://…/postgres npm run bench:ssr -w @shop/bench   (PostgreSQL)
 */
import { benchCatalogue } from './lib/catalogue.js';
import { measure, type LoadFigures } from './lib/load.js';
import { everySlug } from './lib/long-tail.js';
import { machineLine, sharingLine, writeSection } from './lib/results.js';
import {
  builtShop,
  freePort,
  startHello,
  startNode,
  stop,
  waitForHttp,
  waitForKeptPages,
} from './lib/servers.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const apiMain = builtShop();

const HTML_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml',
};

const { database, env } = await benchCatalogue(PRODUCTS);
const onPostgres = database === 'PostgreSQL';
function startShop(port: number, extra: Record<string, string> = {}) {
  return startNode(apiMain, [], {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...extra,
  });
}

const shopPort = await freePort();
const uncachedPort = await freePort();
const helloPort = await freePort();
const base = `http://127.0.0.1:${shopPort}`;
const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
const shop = startShop(shopPort);
const hello = startHello(helloPort);
// PGlite: one process per data folder, so the shop without cache runs after the first stops.
let uncached: ReturnType<typeof startShop> | undefined;
try {
  await waitForHttp(`${base}/api/health`, 180_000);
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const { items } = (await (
    await fetch(`${base}/api/products?page=1&limit=1&sort=popular`)
  ).json()) as {
    items: { slug: string }[];
  };
  const productPath = `/producto/${items[0]?.slug}`;
  const everyProduct = (await everySlug(base)).map((slug) => `/producto/${slug}`);
  const renderedAheadMs = await waitForKeptPages(base, everyProduct.length);
  const bare = await measure(`http://127.0.0.1:${helloPort}/hello`, CONNECTIONS, SECONDS);
  const pages: [string, LoadFigures][] = [];
  for (const path of [productPath, '/', '/catalogo']) {
    pages.push([`\`GET ${path}\``, await measure(base + path, CONNECTIONS, SECONDS, HTML_HEADERS)]);
  }
  const randomProduct = await measure(base, CONNECTIONS, SECONDS, HTML_HEADERS, everyProduct);
  pages.push([`a random product page of ${everyProduct.length} each request`, randomProduct]);
  await stop(shop);
  uncached = startShop(uncachedPort, { PUBLIC_CACHE_TTL_MS: '0' });
  await waitForHttp(`${uncachedBase}/api/health`, 180_000);
  pages.push([
    'a random product page, page cache off (rendered every time)',
    await measure(uncachedBase, CONNECTIONS, SECONDS, HTML_HEADERS, everyProduct),
  ]);
  const target = onPostgres ? 800 : 400;
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requestsPerSecond.toFixed(0)} | ${((f.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;
  const verdict =
    randomProduct.p99 <= 50 &&
    randomProduct.requestsPerSecond >= target &&
    randomProduct.errors + randomProduct.non2xx === 0
      ? 'met'
      : 'MISSED';
  writeSection(
    `ssr-pages-${onPostgres ? 'postgres' : 'pglite'}`,
    `## Server-rendered pages, long tail — ${database}

Command: \`npm run build && ${onPostgres ? 'DATABASE_URL=postgres://…/postgres ' : ''}npm run bench:ssr -w @shop/bench\`
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
${sharingLine()}
${everyProduct.length} enabled products (generated) · ${CONNECTIONS} connections · the shop rendered every product page ahead (kept pages, decision 0018) in ${(renderedAheadMs / 1000).toFixed(0)} s after its catalogue memory loaded, before the first row · a 5 s warm-up then the median of 3 runs of ${SECONDS} s per row; compressed HTML (brotli) as a browser asks; servers and load generator share the 2 cores. The first rows ask one URL again and again (the page cache answers); the random rows ask every product's page in a shuffled order; the last row is the same shop with the page cache off (\`PUBLIC_CACHE_TTL_MS=0\`).

| page | req/s | vs bare | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|
| bare Fastify \`GET /hello\` | ${bare.requestsPerSecond.toFixed(0)} | 100% | ${bare.p50} | ${bare.p99} | ${bare.errors + bare.non2xx} |
${pages.map(([name, f]) => row(name, f)).join('\n')}

Target (issue 14): a random product page, p99 ≤ 50 ms and ≥ ${target} pages/s — ${verdict} (p99 ${randomProduct.p99} ms, ${randomProduct.requestsPerSecond.toFixed(0)} pages/s).`,
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
}
