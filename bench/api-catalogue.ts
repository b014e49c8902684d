/**
 * The catalogue API under long-tail traffic on a 10,000-product catalogue, beside a bare Fastify
 * route, same machine, same run: each request asks for a random filter/sort/page combination, a
 * random product of the whole catalogue or a random search, as real shoppers spread their visits
 * (most of them find nothing in the public cache). Also the headline rows: one URL asked again
 * and again (answered by the cache) and the first page with the cache off. Writes bench/RESULTS.md.
 *
 *   npm run build && npm run bench:api -w @shop/bench                                (PGlite)
 *   npm run build && DATABASE_URL=postgres://…/postgres npm run bench:api -w @shop/bench   (PostgreSQL)
 */
import { measure, type LoadFigures } from './lib/load.js';
import { benchCatalogue } from './lib/catalogue.js';
import { catalogueFilterPaths, everySlug, searchQueries } from './lib/long-tail.js';
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
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const apiMain = builtShop();

const { database, env } = await benchCatalogue(PRODUCTS);
const onPostgres = database === 'PostgreSQL';

const shopPort = await freePort();
const helloPort = await freePort();
const shop = startNode(apiMain, [], { ...env, PORT: String(shopPort), HOST: '127.0.0.1' });
const hello = startHello(helloPort);
try {
  await waitForHttp(`http://127.0.0.1:${shopPort}/api/health`);
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const firstPage = (await (
    await fetch(`http://127.0.0.1:${shopPort}/api/products?page=1`)
  ).json()) as { total: number; items: { slug: string }[] };
  const total = firstPage.total;

  const slugs = await everySlug(`http://127.0.0.1:${shopPort}`);
  // A started shop renders its product pages in the background (decision 0018): measure the
  // shop as it runs after that, not while it competes with the bare server for the cores.
  await waitForKeptPages(`http://127.0.0.1:${shopPort}`, slugs.length);
  const filters = catalogueFilterPaths(4000);
  const searches = searchQueries(4000).map(
    (q) => `/api/products?page=1&limit=20&q=${encodeURIComponent(q)}`,
  );
  const shopUrl = `http://127.0.0.1:${shopPort}`;
  const longTail = (paths: string[]) =>
    measure(shopUrl + (paths[0] ?? ''), CONNECTIONS, SECONDS, undefined, paths);

  const bare = await measure(`http://127.0.0.1:${helloPort}/hello`, CONNECTIONS, SECONDS);
  const catalogue = await measure(`${shopUrl}/api/products?page=1`, CONNECTIONS, SECONDS);
  const randomFilters = await longTail(filters);
  const randomSlugs = await longTail(slugs.map((slug) => `/api/products/${slug}`));
  const randomSearches = await longTail(searches);
  const uncompressed = await measure(`${shopUrl}/api/products?page=1`, CONNECTIONS, SECONDS, {});

  await stop(shop);
  const uncachedShop = startNode(apiMain, [], {
    ...env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    PUBLIC_CACHE_TTL_MS: '0',
  });
  await waitForHttp(`http://127.0.0.1:${shopPort}/api/health`);
  const databasePath = await measure(`${shopUrl}/api/products?page=1`, CONNECTIONS, SECONDS);
  const uncachedFilters = await longTail(filters);
  await stop(uncachedShop);
  // The same without the catalogue memory: every request queries the database.
  const queryingShop = startNode(apiMain, [], {
    ...env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    PUBLIC_CACHE_TTL_MS: '0',
    CATALOGUE_IN_MEMORY: 'false',
  });
  await waitForHttp(`http://127.0.0.1:${shopPort}/api/health`);
  const queriedFirstPage = await measure(`${shopUrl}/api/products?page=1`, CONNECTIONS, SECONDS);
  const queriedFilters = await longTail(filters);
  await stop(queryingShop);

  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requestsPerSecond.toFixed(0)} | ${((f.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)}% | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;
  const targets = onPostgres
    ? { filters: 3000, slugs: 5000, uncached: 1500 }
    : { filters: 1000, slugs: 2000, uncached: 0 };
  const check = (met: boolean) => (met ? 'met' : 'MISSED');
  const key = onPostgres ? 'postgres' : 'pglite';
  writeSection(
    `api-catalogue-${key}`,
    `## API catalogue, long tail — ${database}

Command: \`npm run build && ${onPostgres ? 'DATABASE_URL=postgres://…/postgres ' : ''}npm run bench:api -w @shop/bench\`
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
${sharingLine()}
Catalogue: ${total} enabled products (generated, kept for the next run) · ${CONNECTIONS} connections · a 5 s warm-up then the median of 3 runs of ${SECONDS} s per row; servers and load generator share the machine. Cache and catalogue memory as shipped except the last four rows. Long-tail rows: each request asks the next of 4,000 seeded random filter/sort/page combinations (category, subcategory, brand, size, sort, page), of every product's slug in a shuffled order, or of 4,000 random one- or two-word searches.

| route | req/s | vs bare | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|
| bare Fastify \`GET /hello\` | ${bare.requestsPerSecond.toFixed(0)} | 100% | ${bare.p50} | ${bare.p99} | ${bare.errors + bare.non2xx} |
${row('`GET /api/products?page=1` (one URL again and again; beside the catalogue memory a page without a search is not kept, so the memory answers)', catalogue)}
${row('random filter, sort and page', randomFilters)}
${row(`random product by slug (${slugs.length} products)`, randomSlugs)}
${row('random search, first page of 20 with its total', randomSearches)}
${row('`GET /api/products?page=1` without Accept-Encoding', uncompressed)}
${row('`GET /api/products?page=1`, public cache off (each answered from the catalogue memory)', databasePath)}
${row('random filter, sort and page, public cache off', uncachedFilters)}
${row('`GET /api/products?page=1`, cache and memory off (each queries the database)', queriedFirstPage)}
${row('random filter, sort and page, cache and memory off', queriedFilters)}

Targets (issue 14): random filters p99 ≤ 50 ms and ≥ ${targets.filters} req/s — ${check(randomFilters.p99 <= 50 && randomFilters.requestsPerSecond >= targets.filters)}; product by slug ≥ ${targets.slugs} req/s — ${check(randomSlugs.requestsPerSecond >= targets.slugs)}${onPostgres ? `; cache off first page ≥ ${targets.uncached} req/s — ${check(databasePath.requestsPerSecond >= targets.uncached)}` : ''}.`,
  );
  console.log(
    `random filters ${randomFilters.requestsPerSecond.toFixed(0)} req/s p99 ${randomFilters.p99} ms; slugs ${randomSlugs.requestsPerSecond.toFixed(0)} req/s`,
  );
} finally {
  await stop(shop);
  await stop(hello);
}
