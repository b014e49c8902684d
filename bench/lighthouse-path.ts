/**
 * What Lighthouse's simulated FCP and LCP wait for: the requests and main-thread tasks of Lantern's
 * optimistic graphs, with their simulated start and end. A diagnosis, not a benchmark: it writes
 * nothing to RESULTS.md.
 *
 *   npm run build && npm run bench:lighthouse-path -w @shop/bench
 *
 * PAGES (default `/,/catalogo`) chooses the pages, RUNS (default 1) the runs of each, and WEB a
 * web build in apps/web other than apps/web/build.
 *
 * A task is shown with its observed length on this machine; Lantern multiplies it by the CPU
 * slowdown (4). A request is shown with its priority and transferred size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
// Lighthouse's computed metrics: internal modules, so used through a narrow local interface.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { launchChromium } from './lib/chromium.js';
import { freePort, repoRoot, startNode, stop, waitForHttp } from './lib/servers.js';

interface TraceEvent {
  name: string;
  dur?: number;
}
interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: TraceEvent[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternMetric {
  request(
    data: unknown,
    context: unknown,
  ): Promise<{ optimisticEstimate: Estimate; pessimisticEstimate: Estimate }>;
}

const RUNS = Number(process.env.RUNS ?? 1);
const pages = (process.env.PAGES ?? '/,/catalogo').split(',');
const metrics: [string, LanternMetric][] = [
  ['FCP', LanternFirstContentfulPaint as unknown as LanternMetric],
  ['LCP', LanternLargestContentfulPaint as unknown as LanternMetric],
];

/** A task's heaviest kinds of work, observed milliseconds. */
function taskSummary(node: GraphNode): string {
  const byName = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    if (event.name === 'RunTask') continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return `task ${(node.duration / 1000).toFixed(1)} ms observed: ${top.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`;
}

function describe(node: GraphNode, base: string): string {
  if (node.type === 'cpu' || !node.request) return taskSummary(node);
  const { url, priority, transferSize } = node.request;
  return `${url.replace(base, '')} (${priority}, ${(transferSize / 1024).toFixed(1)} KB)`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-path-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const shop = startNode(join(repoRoot, 'apps', 'api', 'dist', 'main.js'), [], {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  ...(process.env.WEB ? { WEB_BUILD_DIR: resolve(repoRoot, process.env.WEB) } : {}),
});
const chrome = await launchChromium();
try {
  await waitForHttp(`${base}/api/health`, 180_000);
  for (const path of pages) {
    await fetch(base + path);
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { lhr, artifacts } = result;
      const value = (key: string) => lhr.audits[key]?.numericValue?.toFixed(0);
      console.log(
        `\n${path}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms`,
      );
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      };
      const context = { computedCache: new Map(), settings: lhr.configSettings };
      for (const [name, metric] of metrics) {
        const { optimisticEstimate } = await metric.request(data, context);
        console.log(`  ${name}, optimistic graph: ${optimisticEstimate.timeInMs.toFixed(0)} ms`);
        const rows = [...optimisticEstimate.nodeTimings].sort(
          (a, b) => a[1].startTime - b[1].startTime,
        );
        for (const [node, timing] of rows) {
          const span = `${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padStart(5)}`;
          console.log(`    ${span}  ${describe(node, base)}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await stop(shop);
  rmSync(dataDir, { recursive: true, force: true });
}
