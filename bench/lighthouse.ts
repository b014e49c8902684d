/**
 * Lighthouse (mobile profile, simulated slow 4G) on the storefront, with Debian's Chromium.
 * Writes scores, LCP, CLS and JavaScript sizes to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:lighthouse -w @shop/bench
 *
 * Each run of a page alternates with a run of the bare page (bench/lighthouse-floor: React Router's
 * document with one heading, built with the shop's settings and served by a second shop), so
 * every page has beside it what the framework alone scores in the same minutes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumVersion, launchChromium } from './lib/chromium.js';
import { auditPage, type AuditFigures } from './lib/lighthouse-audit.js';
import { median } from './lib/load.js';
import { machineLine, writeSection } from './lib/results.js';
import { builtShop, freePort, repoRoot, startNode, stop, waitForHttp } from './lib/servers.js';

const apiMain = builtShop();

// Five runs: on this shared machine one run in five or so is an outlier either way.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const webDir = join(repoRoot, 'apps', 'web');
const bareBuild = 'build-lighthouse-floor';
execFileSync('npx', ['react-router', 'build'], {
  cwd: webDir,
  env: {
    ...process.env,
    SHOP_WEB_APP_DIR: '../../bench/lighthouse-floor',
    SHOP_WEB_BUILD_DIR: bareBuild,
  },
  // Piped, so a failed build's messages come with the error.
  stdio: 'pipe',
});
execFileSync(process.execPath, ['scripts/precompress.mjs', bareBuild], { cwd: webDir });

const dataDirs: string[] = [];
async function startShop(webBuild?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
  };
  // The bare page has no product pages to render ahead.
  if (webBuild)
    Object.assign(env, { WEB_BUILD_DIR: join(webDir, webBuild), PRODUCT_PAGES_MB: '0' });
  return { base, server: startNode(apiMain, [], env) };
}
const shop = await startShop();
const bare = await startShop(bareBuild);
const chrome = await launchChromium();

/** The median run by performance score, and the spread of the scores. */
function middleOf(runs: AuditFigures[]): { middle: AuditFigures; spread: string } {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    middle: sorted[Math.floor(sorted.length / 2)]!,
    spread: `${sorted[0]!.performance}–${sorted[sorted.length - 1]!.performance}`,
  };
}

try {
  const { base } = shop;
  await waitForHttp(`${base}/api/health`, 180_000);
  await waitForHttp(`${bare.base}/api/health`, 180_000);
  await fetch(`${bare.base}/`);
  const page = (await (await fetch(`${base}/api/products?page=1&limit=1&sort=popular`)).json()) as {
    items: { slug: string }[];
  };
  const pages = [
    ['home', '/'],
    ['catalogue', '/catalogo'],
    ['product', `/producto/${page.items[0]?.slug}`],
    ['cart', '/carrito'],
  ] as const;
  const rows: string[] = [];
  const medians: number[] = [];
  const bareMedians: number[] = [];
  const benchmarks: number[] = [];
  const bareRuns: AuditFigures[] = [];
  const row = (label: string, runs: AuditFigures[], bareScore: string) => {
    // Lighthouse's own advice on variance: report the median run, by performance score.
    const { middle, spread } = middleOf(runs);
    return `| ${label} | ${middle.performance} (${spread}) | ${bareScore} | ${middle.accessibility} | ${middle.bestPractices} | ${middle.seo} | ${(middle.fcpMs / 1000).toFixed(2)} s | ${(middle.lcpMs / 1000).toFixed(2)} s | ${middle.tbtMs.toFixed(0)} ms | ${middle.cls.toFixed(3)} | ${(middle.scriptBytes / 1024).toFixed(1)} KB |`;
  };
  for (const [name, path] of pages) {
    // A first visit warms the server's caches, as any visitor after the first would find them.
    await fetch(base + path);
    const runs: AuditFigures[] = [];
    const bareBeside: AuditFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await auditPage(chrome.port, base + path));
      bareBeside.push(await auditPage(chrome.port, `${bare.base}/`));
    }
    bareRuns.push(...bareBeside);
    benchmarks.push(...runs.map((r) => r.benchmarkIndex));
    medians.push(middleOf(runs).middle.performance);
    const bareScore = middleOf(bareBeside).middle.performance;
    bareMedians.push(bareScore);
    rows.push(row(`${name} \`${path}\``, runs, String(bareScore)));
    console.log(rows[rows.length - 1]);
  }
  rows.push(row('bare page (all its runs)', bareRuns, '—'));
  const lowest = Math.min(...medians);
  const issue14 = `Issue 14 (nothing regresses): performance ≥ 97 on home, catalogue, product and cart — ${lowest >= 97 ? 'met' : 'MISSED'} (lowest median ${lowest}; the bare page's medians beside them: ${bareMedians.join(', ')}).`;
  writeSection(
    'lighthouse',
    `## Lighthouse — storefront, mobile profile

Command: \`npm run bench:lighthouse -w @shop/bench\` (after \`npm run build\`) · Lighthouse 12, Debian Chromium ${chromiumVersion()} (Lighthouse's CPU benchmark index, median of the runs: ${median(benchmarks).toFixed(0)}), simulated slow 4G and 4× CPU slowdown (Lighthouse's mobile defaults); shop on the embedded database with the demo data.
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}

Each page is audited ${RUNS} times; the row is the median run by performance score, with the lowest and highest scores of the runs in brackets (the 4× CPU slowdown is applied to this shared 2-core machine's own timings, so blocking time varies from run to run). Each run alternates with a run of the bare page: React Router's document with one heading and no shop code, built with the shop's settings and served the same way (\`bench/lighthouse-floor\`). "bare" is its median beside that page, so it is what the framework alone scores in the same minutes.

| page | performance | bare | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JavaScript (compressed) |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Targets: performance ≥ 95 (storefront issue: ≥ 90, aim 95), accessibility ≥ 95, best practices ≥ 95, SEO 100; product page JavaScript < 150 KB compressed.
${issue14}`,
  );
} finally {
  await chrome.kill();
  await Promise.all([stop(shop.server), stop(bare.server)]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
