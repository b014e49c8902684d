/**
 * How the catalogue query's cost grows with the catalogue: 1,000 / 10,000 / 100,000 products,
 * every request going to the database (public cache off), one connection, so the figure is the
 * query's own latency. With indexes it should stay nearly flat, not grow tenfold per step.
 * Catalogues are generated once and kept (bench/.out, gitignored, or databases
 * bench_catalogue_<size> on the PostgreSQL server DATABASE_URL names).
 *
 *   npm run build && npm run bench:scaling -w @shop/bench                                (PGlite)
 *   npm run build && DATABASE_URL=postgres://…/postgres npm run bench:scaling -w @shop/bench   (PostgreSQL)
 */
import { measureOneByOne, type LoadFigures } from './lib/load.js';
import { catalogueFilterPaths, everySlug } from './lib/long-tail.js';
import { machineLine, sharingLine, writeSection } from './lib/results.js';
import { benchCatalogue } from './lib/catalogue.js';
import { builtShop, freePort, startNode, stop, waitForHttp } from './lib/servers.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const apiMain = builtShop();

const filterPaths = catalogueFilterPaths(4000);
/** Each row's paths, asked in turn, given every product's path of the catalogue measured. */
const QUERIES: [string, (productPaths: string[]) => string[]][] = [
  ['first page, newest first', () => ['/api/products?page=1']],
  [
    'category, price ascending, page 3',
    () => ['/api/products?page=3&category=Botines&sort=price_asc'],
  ],
  [
    'brand and subcategory, popular',
    () => ['/api/products?page=1&brand=Nike&subcategory=Retro&sort=popular'],
  ],
  ['size in stock', () => ['/api/products?page=1&size=42']],
  ['search "botin"', () => ['/api/products?page=1&q=botin']],
  ['product by slug', (productPaths) => productPaths.slice(0, 1)],
  ['random filter, sort and page (4,000 combinations)', () => filterPaths],
  ['random product by slug (every product)', (productPaths) => productPaths],
];

type Row = { size: number; total: number; figures: LoadFigures[] };
const rows: Row[] = [];
let database = 'PGlite (embedded)';

for (const size of SIZES) {
  const catalogue = await benchCatalogue(size);
  database = catalogue.database;
  const env = { ...catalogue.env, PUBLIC_CACHE_TTL_MS: '0' };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startNode(apiMain, [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await waitForHttp(`${base}/api/health`, 600_000);
    const productPaths = (await everySlug(base)).map((slug) => `/api/products/${slug}`);
    const figures: LoadFigures[] = [];
    for (const [, pathsOf] of QUERIES) {
      figures.push(await measureOneByOne(base, SECONDS, pathsOf(productPaths)));
    }
    rows.push({ size, total: productPaths.length, figures });
    console.log(size, figures.map((f) => f.p50).join(' / '));
  } finally {
    await stop(shop);
  }
}

const smallest = rows[0];
const largest = rows.at(-1);
const growths = QUERIES.map(
  (_, q) => (largest?.figures[q]?.p50 ?? 0) / (smallest?.figures[q]?.p50 || 1),
);
const verdict =
  rows.length > 1 && largest?.size === 100_000 && smallest?.size === 1000
    ? `${growths.every((g) => g <= 2) ? 'met' : 'MISSED'} (×${Math.max(...growths).toFixed(1)} at worst)`
    : 'not measured in this run (needs 1,000 and 100,000)';

const table = QUERIES.map(([name], q) => {
  const cells = rows.map((row) => {
    const f = row.figures[q];
    return `${f?.p50 ?? '?'} ms / ${f?.p99 ?? '?'} ms`;
  });
  return `| ${name} | ${cells.join(' | ')} | ×${growths[q]?.toFixed(1)} |`;
});

writeSection(
  `catalogue-scaling-${database === 'PostgreSQL' ? 'postgres' : 'pglite'}`,
  `## How catalogue cost grows with the catalogue — ${database}

Command: \`npm run build && ${database === 'PostgreSQL' ? 'DATABASE_URL=postgres://…/postgres ' : ''}npm run bench:scaling -w @shop/bench\`
${sharingLine()}
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
Public cache off (\`PUBLIC_CACHE_TTL_MS=0\`): no answer is reused; every request is filtered, sorted, counted and paged anew by the catalogue memory (decision 0017), as the shop runs with its defaults. One request at a time on one connection, timed to the microsecond; a 2 s warm-up then the median of 3 runs of ${SECONDS} s; cells are p50 / p99 latency of the whole HTTP answer. The last two rows spread over 4,000 seeded random filter/sort/page combinations and over every product's slug in a shuffled order.

| query | ${rows.map((r) => `${r.total.toLocaleString('en-US')} products`).join(' | ')} | growth ${rows[0]?.size.toLocaleString('en-US')} → ${rows.at(-1)?.size.toLocaleString('en-US')} |
|---|${rows.map(() => '---|').join('')}---|
${table.join('\n')}

A ${((rows.at(-1)?.size ?? 0) / (rows[0]?.size ?? 1)).toFixed(0)}-fold catalogue; a query that scanned every row would grow about as much.

Target (issue 14): at 100,000 products every query's p50 within 2× of its 1,000-product figure — ${verdict}.

Where the time goes: each request reads its filters' bitsets (one bit per product, per category, brand, subcategory, size in stock and search word), intersects them, counts the bits, then walks the kept order (or sorts the few matches) only as far as the page asked, so the cost follows the number of matches, not the catalogue; the page's JSON is joined from answers kept per product.`,
);
