/**
 * Search latency: random shopper words (one or two from a list, typos and synonyms included)
 * at 20 connections, public cache off, at 10,000 and 100,000 products, on PGlite and (with
 * BENCH_POSTGRES_URL, a server where databases may be created) on PostgreSQL. Measures the
 * header's live search (GET /api/search) and the results page's first page with its count
 * (GET /api/products?q=). Catalogues are generated once and shared with the other benches
 * (bench/.out/catalogue-<size>, or databases bench_catalogue_<size>).
 *
 *   npm run build && scripts/with-temp-postgres.sh sh -c \
 *     'BENCH_POSTGRES_URL=$TEST_DATABASE_URL npm run bench:search -w @shop/bench'
 */
import { measure, type LoadFigures } from './lib/load.js';
import { machineLine, sharingLine, writeSection } from './lib/results.js';
import { benchCatalogue } from './lib/catalogue.js';
import { SEARCH_WORDS, searchQueries } from './lib/long-tail.js';
import { builtShop, freePort, startNode, stop, waitForHttp } from './lib/servers.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
/** PGlite seeds 100,000 products slowly: BENCH_PGLITE_SIZES may measure fewer sizes there. */
const PGLITE_SIZES = (process.env.BENCH_PGLITE_SIZES ?? SIZES.join(','))
  .split(',')
  .filter(Boolean)
  .map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const apiMain = builtShop();

/** Seeded: every run asks the same 4,000 queries. */
const queries = searchQueries(4000);
const ENDPOINTS = [
  [
    'live search (GET /api/search, 8 results)',
    (q: string) => `/api/search?limit=8&q=${encodeURIComponent(q)}`,
  ],
  [
    'results page (GET /api/products?q=, 20 + count)',
    (q: string) => `/api/products?page=1&limit=20&q=${encodeURIComponent(q)}`,
  ],
] as const;

type Row = { database: string; size: number; figures: LoadFigures[] };
const rows: Row[] = [];

async function run(database: 'PGlite' | 'PostgreSQL', size: number) {
  const catalogue = await benchCatalogue(
    size,
    database === 'PostgreSQL' ? process.env.BENCH_POSTGRES_URL : '',
  );
  const env: Record<string, string> = {
    ...catalogue.env,
    PUBLIC_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'warn',
  };
  if (database === 'PostgreSQL') env.DATABASE_POOL_SIZE = String(CONNECTIONS);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startNode(apiMain, [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await waitForHttp(`${base}/api/health`, 600_000);
    const figures: LoadFigures[] = [];
    for (const [, path] of ENDPOINTS) {
      const paths = queries.map(path);
      figures.push(await measure(base + (paths[0] ?? ''), CONNECTIONS, SECONDS, undefined, paths));
    }
    rows.push({ database, size, figures });
    console.log(database, size, figures.map((f) => `${f.p50}/${f.p99} ms`).join(' · '));
  } finally {
    await stop(shop);
  }
}

for (const size of PGLITE_SIZES) await run('PGlite', size);
if (process.env.BENCH_POSTGRES_URL) for (const size of SIZES) await run('PostgreSQL', size);

const table = rows.flatMap((row) =>
  ENDPOINTS.map(([name], i) => {
    const f = row.figures[i];
    const faults = (f?.errors ?? 0) + (f?.non2xx ?? 0);
    return `| ${row.database} | ${row.size.toLocaleString('en-US')} | ${name} | ${f?.p50} ms | ${f?.p99} ms | ${Math.round(f?.requestsPerSecond ?? 0)} | ${faults} |`;
  }),
);

/** Issue 15's targets: p99 at 10,000 products, and 100,000 within twice that. */
const TARGET_P99 = { PGlite: 60, PostgreSQL: 30 } as const;
const verdicts = (['PGlite', 'PostgreSQL'] as const).flatMap((database) => {
  const at = (size: number) => rows.find((r) => r.database === database && r.size === size);
  const small = at(10_000);
  if (!small) return [];
  const worst = Math.max(...small.figures.map((f) => f.p99));
  const lines = [
    `${database}, 10,000 products: p99 ≤ ${TARGET_P99[database]} ms — ${worst <= TARGET_P99[database] ? 'met' : 'MISSED'} (worst call ${worst} ms)`,
  ];
  const large = at(100_000);
  if (large) {
    const ratios = large.figures.map((f, i) => f.p99 / Math.max(small.figures[i]!.p99, 1));
    const ratio = Math.max(...ratios);
    lines.push(
      `${database}, 100,000 products within 2× of 10,000 (p99) — ${ratio <= 2 ? 'met' : 'MISSED'} (×${ratio.toFixed(1)} at worst)`,
    );
  }
  return lines;
});

writeSection(
  'search-latency',
  `## Search latency — random shopper words, 20 connections, uncached

Command: \`npm run bench:search -w @shop/bench\` (after \`npm run build\`; PostgreSQL with \`BENCH_POSTGRES_URL\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
${sharingLine()}
Public cache and count cache off (\`PUBLIC_CACHE_TTL_MS=0\`): every request plans the query and runs it, in the catalogue memory (decision 0017) as the shop runs. Each request asks the next of 4,000 seeded random queries of one or two words from a list of ${SEARCH_WORDS.length} (brands, categories, models, colours, Argentine words, typos). A 5 s warm-up, then the median of 3 runs of ${SECONDS} s.

| database | products | call | p50 | p99 | req/s | errors |
|---|---|---|---|---|---|---|
${table.join('\n')}

Targets (issue 15):
${verdicts.map((line) => `- ${line}`).join('\n')}
`,
);
