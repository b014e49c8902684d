/**
 * Lighthouse (mobile profile, simulated slow 4G) on the storefront, with Debian's Chromium.
 * Writes scores, LCP, CLS and JavaScript sizes to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:lighthouse -w @shop/bench
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, writeSection } from './lib/results.js';
import { freePort, repoRoot, startNode, stop, waitForHttp } from './lib/servers.js';

const apiMain = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(apiMain)) throw new Error('Run `npm run build` first.');

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const shop = startNode(apiMain, [], {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  await waitForHttp(`${base}/api/health`, 180_000);
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
  for (const [name, path] of pages) {
    // A first visit warms the server's caches, as any visitor after the first would find them.
    await fetch(base + path);
    const result = await lighthouse(base + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const audit = (key: string) => audits[key] as Audit | undefined;
    // Lighthouse's own tally of every script the page loaded, as transferred (compressed).
    const scriptBytes =
      audit('resource-summary')?.details?.items?.find((i) => i.resourceType === 'script')
        ?.transferSize ?? 0;
    rows.push(
      `| ${name} \`${path}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${((audit('largest-contentful-paint')?.numericValue ?? 0) / 1000).toFixed(2)} s | ${(audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)} | ${(scriptBytes / 1024).toFixed(1)} KB |`,
    );
    console.log(rows[rows.length - 1]);
  }
  writeSection(
    'lighthouse',
    `## Lighthouse — storefront, mobile profile

Command: \`npm run bench:lighthouse -w @shop/bench\` (after \`npm run build\`) · Lighthouse 12, Debian Chromium, simulated slow 4G and 4× CPU slowdown (Lighthouse's mobile defaults); shop on the embedded database with the demo data.
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}

| page | performance | accessibility | best practices | SEO | LCP | CLS | JavaScript (compressed) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Targets (storefront issue): performance ≥ 90 (aim 95), accessibility ≥ 95, best practices ≥ 95, SEO 100; product page JavaScript < 150 KB compressed.`,
  );
} finally {
  await chrome.kill();
  await stop(shop);
  rmSync(dataDir, { recursive: true, force: true });
}
