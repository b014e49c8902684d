/**
 * The server's own CPU time per request (read from /proc, so other work on the machine does not
 * count), for long-tail reads with the public cache off: random filters, random products by
 * slug, random product pages. Once with the catalogue memory and once without it, on the same
 * catalogue. Prints one line per row; no section of RESULTS.md (the long-tail benches are those).
 *
 *   npm run build && npm run bench:cpu -w @shop/bench          (PGlite; DATABASE_URL=… PostgreSQL)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCatalogue } from './lib/catalogue.js';
import { catalogueFilterPaths, everySlug } from './lib/long-tail.js';
import { freePort, repoRoot, startNode, stop, waitForHttp } from './lib/servers.js';

const REQUESTS = 300;
const apiMain = join(repoRoot, 'apps', 'api', 'dist', 'main.js');

/** User plus system CPU of a process so far, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const { env } = await benchCatalogue(10_000);
for (const memory of ['true', 'false']) {
  const port = await freePort();
  const shop = startNode(apiMain, [], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CATALOGUE_IN_MEMORY: memory,
    PUBLIC_CACHE_TTL_MS: '0',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);
    const slugs = (await everySlug(base)).slice(0, REQUESTS);
    const row = async (name: string, paths: string[], accept = 'application/json') => {
      const headers = { 'accept-encoding': 'br', accept };
      for (const path of paths.slice(0, 20)) await (await fetch(base + path, { headers })).text();
      const before = cpuMs(shop.pid!);
      for (const path of paths) await (await fetch(base + path, { headers })).text();
      const perRequest = (cpuMs(shop.pid!) - before) / paths.length;
      console.log(
        `memory ${memory === 'true' ? 'on ' : 'off'} · ${name}: ${perRequest.toFixed(2)} ms CPU`,
      );
    };
    await row('random filter, sort and page', catalogueFilterPaths(REQUESTS));
    await row(
      'random product by slug',
      slugs.map((slug) => `/api/products/${slug}`),
    );
    await row(
      'random product page',
      slugs.map((slug) => `/producto/${slug}`),
      'text/html',
    );
  } finally {
    await stop(shop);
  }
}
