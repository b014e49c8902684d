/**
 * Lighthouse A/B of two storefront builds in one session: two shops (same api build, one web
 * build each), audited alternately, medians printed. Writes nothing to RESULTS.md: scores move
 * with the browser and the machine's load, so only the two builds of one run compare.
 *
 *   npm run build -w @shop/web && cp -r apps/web/build apps/web/build-a   (then change, build, copy to b)
 *   WEB_A=apps/web/build-a WEB_B=apps/web/build-b npm run bench:lighthouse-ab -w @shop/bench
 *
 * The builds must sit in apps/web (build-* is ignored by git), so their server bundle finds its
 * packages.
 * PAGES (default `/,/catalogo`) and RUNS (default 7) choose what is audited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/chromium.js';
import { auditPage } from './lib/lighthouse-audit.js';
import { median } from './lib/load.js';
import { freePort, repoRoot, startNode, stop, waitForHttp } from './lib/servers.js';

const RUNS = Number(process.env.RUNS ?? 7);
const pages = (process.env.PAGES ?? '/,/catalogo').split(',');
const builds = { A: process.env.WEB_A, B: process.env.WEB_B };
if (!builds.A || !builds.B) throw new Error('Set WEB_A and WEB_B to two web builds.');

type Figures = { score: number[]; fcp: number[]; lcp: number[]; tbt: number[] };

const apiMain = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
const dataDirs: string[] = [];
const shops = await Promise.all(
  Object.entries(builds).map(async ([name, dir]) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), `shop-lighthouse-${name}-`));
    dataDirs.push(dataDir);
    const server = startNode(apiMain, [], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      WEB_BUILD_DIR: resolve(repoRoot, dir ?? ''),
    });
    return { name, base, server };
  }),
);
const chrome = await launchChromium();

async function audit(url: string, into: Figures) {
  const run = await auditPage(chrome.port, url);
  into.score.push(run.performance);
  into.fcp.push(run.fcpMs);
  into.lcp.push(run.lcpMs);
  into.tbt.push(run.tbtMs);
}

try {
  for (const shop of shops) await waitForHttp(`${shop.base}/api/health`, 180_000);
  for (const path of pages) {
    const figures = new Map<string, Figures>();
    for (const shop of shops) {
      figures.set(shop.name, { score: [], fcp: [], lcp: [], tbt: [] });
      // A first audit makes the images and fills the caches, as an earlier visitor would have.
      await audit(shop.base + path, { score: [], fcp: [], lcp: [], tbt: [] });
    }
    for (let run = 0; run < RUNS; run++) {
      // Alternate which build goes first, so a slow moment of the machine hits both alike.
      const order = run % 2 ? [...shops].reverse() : shops;
      for (const shop of order) await audit(shop.base + path, figures.get(shop.name)!);
    }
    for (const [name, f] of figures) {
      console.log(
        `${path} ${name}: score ${median(f.score)} [${f.score.join(' ')}] · FCP ${median(f.fcp).toFixed(0)} ms · LCP ${median(f.lcp).toFixed(0)} ms · TBT ${median(f.tbt).toFixed(0)} ms [${f.tbt.map((t) => t.toFixed(0)).join(' ')}]`,
      );
    }
  }
} finally {
  await chrome.kill();
  for (const shop of shops) await stop(shop.server);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
