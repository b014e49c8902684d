/**
 * CPU profile of the shop under long-tail traffic: starts the built shop with `--cpu-prof` on an
 * existing catalogue, drives one kind of traffic for BENCH_SECONDS, stops it and prints where
 * the time went (self time by package and by function). The .cpuprofile stays in bench/.out/
 * for Chrome DevTools.
 *
 *   npm run build && BENCH_TRAFFIC=catalogue DATA_DIR=bench/.out/catalogue-10000 \
 *     npm run bench:profile -w @shop/bench
 *   BENCH_TRAFFIC=product-page|slug|search|live-search; DATABASE_URL=… for PostgreSQL;
 *   PUBLIC_CACHE_TTL_MS=0 measures every request uncached.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './lib/load.js';
import { catalogueFilterPaths, everySlug, searchQueries } from './lib/long-tail.js';
import { freePort, repoRoot, stop, waitForHttp } from './lib/servers.js';

const TRAFFIC = process.env.BENCH_TRAFFIC ?? 'catalogue';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const profileDir = join(repoRoot, 'bench', '.out', `profile-${TRAFFIC}-${Date.now()}`);
mkdirSync(profileDir, { recursive: true });

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

async function pathsFor(
  base: string,
): Promise<{ paths: string[]; headers: Record<string, string> }> {
  if (TRAFFIC === 'catalogue')
    return { paths: catalogueFilterPaths(4000), headers: BROWSER_HEADERS };
  if (TRAFFIC === 'search' || TRAFFIC === 'live-search') {
    const path =
      TRAFFIC === 'search' ? '/api/products?page=1&limit=20&q=' : '/api/search?limit=8&q=';
    return {
      paths: searchQueries(4000).map((q) => path + encodeURIComponent(q)),
      headers: BROWSER_HEADERS,
    };
  }
  const slugs = await everySlug(base);
  if (TRAFFIC === 'slug')
    return { paths: slugs.map((s) => `/api/products/${s}`), headers: BROWSER_HEADERS };
  return {
    paths: slugs.map((s) => `/producto/${s}`),
    headers: { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml' },
  };
}

function summary(profile: Profile): string {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const packageOf = (url: string) =>
    url === ''
      ? '(native)'
      : (/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        url.replace(/^.*?\/(apps|packages)\//, '$1/'));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
    const fn = `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => `${((t / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `self time by package\n${top(byPackage, 20)}\n\nself time by function\n${top(byFunction, 30)}`;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: Record<string, string> = {
  SEED_DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};
const shop = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, join(repoRoot, 'apps', 'api', 'dist', 'main.js')],
  { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
);
try {
  await waitForHttp(`${base}/api/health`, 300_000);
  const { paths, headers } = await pathsFor(base);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  console.log(
    `${TRAFFIC}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
} finally {
  await stop(shop);
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
console.log(`${join(profileDir, file)}\n`);
console.log(summary(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile));
