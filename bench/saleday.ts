/**
 * Sale day (issue 40): shoppers, buyers and the owner at once on a 10,000-product catalogue,
 * beside a bare Fastify route in the same run. Shoppers (40 connections) ask random product
 * pages (half), catalogue pages, catalogue API pages with random filters and live searches; 4
 * buyers place transfer orders back to back, each for a random product size in stock; the
 * owner changes 2 prices a second. Afterwards every size the buyers took is compared with the
 * database (nothing lost, stock exact) and with what shoppers are shown. Writes its rows to
 * bench/RESULTS.md.
 *
 *   npm run build && npm run bench:saleday -w @shop/bench                                 (PGlite)
 *   npm run build && DATABASE_URL=postgres://…/postgres npm run bench:saleday -w @shop/bench (PostgreSQL)
 *
 * BENCH_SECONDS (30) sets each phase's length; BENCH_PHASES picks phases by key (PHASES, e.g.
 * "buyers,all") and prints their rows instead of writing them;
 * BENCH_API_MAIN runs another build of the shop (an earlier commit's) on the same catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { BRANDS, CATALOGUE_SORTS, CATEGORIES } from '@shop/domain';
import { benchCatalogue } from './lib/catalogue.js';
import { BROWSER_HEADERS, measure, percentile, type LoadFigures } from './lib/load.js';
import { catalogueFilterPaths, searchQueries, seededRandom } from './lib/long-tail.js';
import { machineLine, sharingLine, writeSection } from './lib/results.js';
import { acceptTransfers, BENCH_PAYER, branchPickup, pickupBranch } from './lib/shop-orders.js';
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SHOPPERS = 40;
const BUYERS = 4;
const OWNER_EDITS_PER_SECOND = 2;
/** The shoppers' answers and the database must agree this long after the last write. */
const SETTLE_MS = 2000;
/** BENCH_API_MAIN: another build of the shop (an earlier commit's, for a before/after pair). */
const apiMain = builtShop(process.env.BENCH_API_MAIN);

const HTML = { 'accept-encoding': BROWSER_HEADERS['accept-encoding'], accept: 'text/html' };

type Size = { size: string; stock: number; sold: number };
type Product = {
  id: string;
  slug: string;
  price: number;
  stock: number;
  variants: { id: number; sizes: Size[] }[];
};

/** Latencies of a client's own loop (buyers, owner), in ms. */
function summary(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(sorted, share));
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const load = () => os.loadavg()[0]!.toFixed(1);

const CLOCK_TICKS = 100;
/** CPU time a process (every thread) has used, in ms, from /proc (Linux); 0 once it is gone. */
function cpuMsOf(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU time of each PostgreSQL server process on this machine (none on PGlite), in ms by pid. */
function databaseCpuMs(): Map<string, number> {
  const byPid = new Map<string, number>();
  if (!onPostgres) return byPid;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        byPid.set(pid, cpuMsOf(pid));
      }
    } catch {
      // ended meanwhile
    }
  }
  return byPid;
}

/** What the database's processes living at `end` used since `start` (a process's CPU dies with it). */
function databaseCpuBetween(start: Map<string, number>, end: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of end) total += ms - (start.get(pid) ?? 0);
  return total;
}

/** CPU use of the shop, its database and this load generator (shoppers, buyers, owner), in ms. */
const cpuNow = () => ({
  shop: cpuMsOf(shop.pid!),
  database: databaseCpuMs(),
  load: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
});

/** The catalogue pages shoppers browse: every category and brand, each sort, a few searches. */
function cataloguePages(): string[] {
  const pages = ['/', '/catalogo'];
  for (const sort of CATALOGUE_SORTS) {
    pages.push(`/catalogo?sort=${sort}`);
    for (const category of CATEGORIES) pages.push(`/category/${category.slug}?sort=${sort}`);
    for (const brand of BRANDS)
      pages.push(`/catalogo?brand=${encodeURIComponent(brand.name)}&sort=${sort}`);
  }
  for (const query of searchQueries(40, 40))
    pages.push(`/catalogo?search=${encodeURIComponent(query)}`);
  return pages;
}

/**
 * The shoppers' requests, shuffled: half product pages, each followed by the read of its
 * product's exact stock that the page makes once it runs (web `useLiveProduct`), then catalogue
 * pages, API filters, searches.
 */
function shopperPaths(products: readonly Product[]): string[] {
  const random = seededRandom(40);
  const pages = cataloguePages();
  const filters = catalogueFilterPaths(4000, 40);
  const searches = searchQueries(1000, 41).map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  const paths: string[] = [];
  for (let at = 0; at < 20_000; at++) {
    const draw = random();
    if (draw < 0.5) {
      const { slug } = products[Math.floor(random() * products.length)]!;
      paths.push(`/producto/${slug}`, `/api/products/${encodeURIComponent(slug)}`);
    } else if (draw < 0.7) paths.push(pages[at % pages.length]!);
    else if (draw < 0.85) paths.push(filters[at % filters.length]!);
    else paths.push(searches[at % searches.length]!);
  }
  return paths;
}

const { database, env } = await benchCatalogue(PRODUCTS);
const onPostgres = database === 'PostgreSQL';
/** The embedded database in its own thread (decision 0045): its rows are written apart. */
const inWorker = !onPostgres && process.env.PGLITE_THREAD === 'worker';
const shopPort = await freePort();
const helloPort = await freePort();
const base = `http://127.0.0.1:${shopPort}`;
const shop = startNode(apiMain, [], {
  ...env,
  NODE_ENV: 'production',
  PORT: String(shopPort),
  HOST: '127.0.0.1',
  // The buyers are one client placing every order: lift the per-client limit.
  ORDERS_PER_MINUTE_PER_CLIENT: '100000000',
});
const hello = startHello(helloPort);

async function call(method: string, path: string, body?: unknown, token?: string) {
  const started = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

async function everyProduct(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const { items } = JSON.parse(
      (await call('GET', `/api/products?page=${page}&limit=100&sort=price_asc`)).text,
    ) as { items: Product[] };
    products.push(...items);
    if (items.length < 100) return products;
  }
}

/** Units the buyers took, by product, variant and size. */
const taken = new Map<string, number>();
const sizeKey = (product: string, variant: number, size: string) => `${product}|${variant}|${size}`;

/** Buyers place orders back to back until `until`, each for a random size the shop shows in stock. */
async function buyers(products: Product[], branch: string, until: number) {
  const random = seededRandom(Date.now() % 100_000);
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  const left = (product: Product, variant: number, size: Size) =>
    size.stock - (taken.get(sizeKey(product.id, variant, size.size)) ?? 0);
  async function buyer() {
    while (Date.now() < until) {
      const product = products[Math.floor(random() * products.length)]!;
      const variant = product.variants[Math.floor(random() * product.variants.length)];
      const sizes = variant?.sizes.filter((size) => left(product, variant.id, size) > 0) ?? [];
      const size = sizes[Math.floor(random() * sizes.length)];
      if (!variant || !size) continue;
      const quantity = Math.min(left(product, variant.id, size), 1 + Math.floor(random() * 2));
      const placed = await call('POST', '/api/order', {
        productInfo: [{ id: product.id, size: size.size, quantity, variant: { id: variant.id } }],
        payerInfo: BENCH_PAYER,
        shipment: { rate: branchPickup(branch) },
      });
      latencies.push(placed.ms);
      if (placed.status === 201 || placed.status === 200) {
        const key = sizeKey(product.id, variant.id, size.size);
        taken.set(key, (taken.get(key) ?? 0) + quantity);
      } else if (placed.status === 409) refused++;
      else failed++;
    }
  }
  await Promise.all(Array.from({ length: BUYERS }, buyer));
  return { latencies, refused, failed };
}

/** The owner changes a random product's price OWNER_EDITS_PER_SECOND times a second. */
async function owner(products: Product[], token: string, until: number) {
  const random = seededRandom(7);
  const latencies: number[] = [];
  let failed = 0;
  const every = 1000 / OWNER_EDITS_PER_SECOND;
  for (let next = Date.now(); next < until; next += every) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    const product = products[Math.floor(random() * products.length)]!;
    product.price = Math.round(product.price * (random() < 0.5 ? 0.95 : 1.05)) || 1000;
    const saved = await call('PUT', `/api/products/${product.id}`, { price: product.price }, token);
    latencies.push(saved.ms);
    if (saved.status !== 200) failed++;
  }
  return { latencies, failed };
}

async function shoppers(paths: readonly string[], seconds: number): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: SHOPPERS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const path = paths[next++ % paths.length]!;
          return { ...request, path, headers: path.startsWith('/api/') ? BROWSER_HEADERS : HTML };
        },
      },
    ],
  });
  return {
    url: base,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const PHASES = [
  {
    key: 'shoppers',
    name: 'shoppers alone',
    actors: { shoppers: true, buyers: false, owner: false },
  },
  { key: 'buyers', name: 'buyers alone', actors: { shoppers: false, buyers: true, owner: false } },
  {
    key: 'shoppers+buyers',
    name: 'shoppers and buyers',
    actors: { shoppers: true, buyers: true, owner: false },
  },
  {
    key: 'shoppers+owner',
    name: "shoppers and the owner's edits",
    actors: { shoppers: true, buyers: false, owner: true },
  },
  { key: 'all', name: 'all together', actors: { shoppers: true, buyers: true, owner: true } },
] as const;
/** BENCH_PHASES: the phases to run, by key, comma-separated; their rows are printed, not written. */
const CHOSEN_PHASES: readonly string[] =
  process.env.BENCH_PHASES?.split(',') ?? PHASES.map((phase) => phase.key);

type Phase = {
  name: string;
  load: string;
  /** CPU time over the phase, ms per second of it (1,000 = one core). */
  cpu: { shop: number; database: number; load: number };
  shoppers?: LoadFigures;
  orders?: ReturnType<typeof summary> & { refused: number; failed: number };
  edits?: ReturnType<typeof summary> & { failed: number };
};

async function phase(
  name: string,
  actors: { shoppers: boolean; buyers: boolean; owner: boolean },
  paths: readonly string[],
  products: Product[],
  branch: string,
  token: string,
): Promise<Phase> {
  const loadAtStart = load();
  const cpuAtStart = cpuNow();
  const until = Date.now() + SECONDS * 1000;
  const [shopped, bought, edited] = await Promise.all([
    actors.shoppers ? shoppers(paths, SECONDS) : undefined,
    actors.buyers ? buyers(products, branch, until) : undefined,
    actors.owner ? owner(products, token, until) : undefined,
  ]);
  const cpuAtEnd = cpuNow();
  const cpu = {
    shop: (cpuAtEnd.shop - cpuAtStart.shop) / SECONDS,
    database: databaseCpuBetween(cpuAtStart.database, cpuAtEnd.database) / SECONDS,
    load: (cpuAtEnd.load - cpuAtStart.load) / SECONDS,
  };
  const result: Phase = { name, load: loadAtStart, cpu, shoppers: shopped };
  if (bought) {
    result.orders = {
      ...summary(bought.latencies, SECONDS),
      refused: bought.refused,
      failed: bought.failed,
    };
  }
  if (edited) result.edits = { ...summary(edited.latencies, SECONDS), failed: edited.failed };
  console.log(JSON.stringify(result));
  return result;
}

/**
 * Every size the buyers took, as the database holds it (an admin's read) and as shoppers see it
 * (the catalogue memory's answer): both must equal the stock before the run less what was taken.
 */
async function checkStock(initial: Map<string, Product>, token: string) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const products = new Set([...taken.keys()].map((key) => key.split('|')[0]!));
  let wrongInDatabase = 0;
  let wrongForShoppers = 0;
  let units = 0;
  for (const id of products) {
    const stored = JSON.parse(
      (await call('GET', `/api/products/${id}`, undefined, token)).text,
    ) as Product;
    const shown = JSON.parse((await call('GET', `/api/products/${id}`)).text) as Product;
    for (const variant of initial.get(id)!.variants) {
      for (const size of variant.sizes) {
        const sold = taken.get(sizeKey(id, variant.id, size.size)) ?? 0;
        units += sold;
        const expected = size.stock - sold;
        const stockIn = (answer: Product) =>
          answer.variants.find((v) => v.id === variant.id)?.sizes.find((s) => s.size === size.size)
            ?.stock;
        if (stockIn(stored) !== expected) wrongInDatabase++;
        if (stockIn(shown) !== expected) wrongForShoppers++;
      }
    }
  }
  return { products: products.size, units, wrongInDatabase, wrongForShoppers };
}

try {
  await waitForHttp(`${base}/api/health`, 300_000);
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const { token } = JSON.parse(
    (await call('POST', '/api/login', { username: 'bench', password: 'bench-password' })).text,
  ) as { token: string };
  await acceptTransfers(base, token);
  const branch = await pickupBranch(base);
  const products = await everyProduct();
  const initial = new Map(products.map((p) => [p.id, structuredClone(p)]));
  const inStock = products.filter((p) => p.stock > 0);
  const renderedAheadMs = await waitForKeptPages(base, products.length);
  const paths = shopperPaths(products);
  const bare = await measure(`http://127.0.0.1:${helloPort}/hello`, SHOPPERS, 10);
  const bareLoad = load();
  // Warm-up: the JIT, the kept answers.
  await shoppers(paths, 5);
  const phases: Phase[] = [];
  for (const { key, name, actors } of PHASES) {
    if (CHOSEN_PHASES.includes(key))
      phases.push(await phase(name, actors, paths, inStock, branch, token));
  }
  const stock = await checkStock(initial, token);
  console.log(JSON.stringify(stock));

  const together = phases.find((p) => p.name === 'all together');
  const shopped = together?.shoppers;
  const verdicts =
    !together || !shopped
      ? ['not measured (phase "all" not run)']
      : [
          `shoppers ≥ 3,000 req/s with p99 ≤ 50 ms: ${shopped.requestsPerSecond >= 3000 && shopped.p99 <= 50 ? 'met' : 'MISSED'}`,
          `orders ≥ 50/s with p99 ≤ 250 ms: ${together.orders!.perSecond >= 50 && together.orders!.p99 <= 250 ? 'met' : 'MISSED'}`,
          `none lost and stock exact: ${stock.wrongInDatabase === 0 && together.orders!.failed === 0 ? 'met' : 'MISSED'}`,
          `owner's edits p99 ≤ 250 ms: ${together.edits!.p99 <= 250 ? 'met' : 'MISSED'}`,
        ];
  const cell = (value: string | undefined) => value ?? '';
  const rows = phases.map((p) => {
    const s = p.shoppers;
    const perOrder =
      p.orders && !s
        ? `; ${(p.cpu.shop / p.orders.perSecond).toFixed(1)}${onPostgres ? ` + ${(p.cpu.database / p.orders.perSecond).toFixed(1)}` : ''} ms per order`
        : '';
    const cores = (ms: number) => (ms / 1000).toFixed(2);
    return `| ${p.name} | ${p.load} | ${cores(p.cpu.shop)}${onPostgres ? ` + ${cores(p.cpu.database)}` : ''} + ${cores(p.cpu.load)}${perOrder} | ${cell(s && `${s.requestsPerSecond.toFixed(0)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.errors + s.non2xx} errors`)} | ${cell(p.orders && `${p.orders.perSecond.toFixed(1)}/s, p50 ${p.orders.p50} ms, p99 ${p.orders.p99} ms, ${p.orders.refused} refused (out of stock), ${p.orders.failed} failed`)} | ${cell(p.edits && `${p.edits.perSecond.toFixed(1)}/s, p50 ${p.edits.p50} ms, p99 ${p.edits.p99} ms, ${p.edits.failed} failed`)} |`;
  });
  const section = `## Sale day — ${database}${inWorker ? ', in a worker thread (`PGLITE_THREAD=worker`)' : ''}

Command: \`npm run build && ${onPostgres ? 'DATABASE_URL=postgres://…/postgres ' : ''}${inWorker ? 'PGLITE_THREAD=worker ' : ''}npm run bench:saleday -w @shop/bench\`
Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · Machine: ${machineLine()}
${sharingLine()}
${products.length} enabled products (generated; every product page kept rendered after ${(renderedAheadMs / 1000).toFixed(0)} s) · each phase ${SECONDS} s, one run. Shoppers: ${SHOPPERS} connections, compressed answers as a browser asks; half random product pages of the whole catalogue (each followed by the read of its exact stock the page makes), the rest ${cataloguePages().length} catalogue pages (home, every category and brand by each sort, searches), catalogue API pages with random filters and live searches. Buyers: ${BUYERS}, each placing transfer orders back to back (1 or 2 units of a random size shown in stock, branch pickup). Owner: ${OWNER_EDITS_PER_SECOND} price changes a second (\`PUT /api/products/:id\`). "load" is the 1-minute load average as the phase began; "CPU" is the CPU time used over the phase by the shop's process (all its threads)${onPostgres ? ", PostgreSQL's processes" : ''} and this bench's (shoppers, buyers and owner), in cores of the machine's 2.

| phase | load | CPU, cores: shop${onPostgres ? ' + database' : ''} + load generator | shoppers | orders | owner's edits |
|---|---|---|---|---|---|
| bare Fastify \`GET /hello\`, ${SHOPPERS} connections | ${bareLoad} | | ${bare.requestsPerSecond.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms | | |
${rows.join('\n')}

After the run and ${SETTLE_MS / 1000} s: ${stock.units} units of ${stock.products} products taken; sizes whose stock in the database differs from the stock before less the orders answered: ${stock.wrongInDatabase}; sizes whose stock shown to shoppers differs: ${stock.wrongForShoppers}.

Targets (issue 40, all together): ${verdicts.join('; ')}.`;
  // A chosen few phases are a probe: printed, not written over the full run's rows.
  if (process.env.BENCH_PHASES) console.log(section);
  else
    writeSection(
      `saleday-${onPostgres ? 'postgres' : inWorker ? 'pglite-worker' : 'pglite'}`,
      section,
    );
} finally {
  await stop(shop);
  await stop(hello);
}
