/**
 * Resident memory of the shop's process (issue 39: a 1 GB server), read from /proc/<pid>/status
 * (VmRSS every 100 ms, VmHWM at the end) through start and seed, idle, a shopper load and a
 * backup. Writes bench/RESULTS.md's `memory` section.
 *
 *   npm run build && npm run bench:memory -w @shop/bench
 *   BENCH_POSTGRES_URL=postgres://…/postgres …   adds 10,000 products on PostgreSQL
 *   BENCH_MEMORY_LEVERS=1 …                       adds the demo shop with each lever undone
 *   BENCH_MEMORY_BASE=/path/to/checkout …         adds the demo shop of another built checkout
 *   BENCH_MEMORY_TRY="NAME=value …" …             adds the demo shop with that environment
 *   BENCH_MEMORY_RUNS=demo,restart,10k …          only these runs
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchCatalogue } from './lib/catalogue.js';
import { everySlug, catalogueFilterPaths, searchQueries } from './lib/long-tail.js';
import { machineLine, sharingLine, writeSection } from './lib/results.js';
import { freePort, repoRoot, waitForHttp } from './lib/servers.js';

const LOAD_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 3000);
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 60);
const CONNECTIONS = 8;
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 20);
const MB = 1024;

/** Budgets of issue 39, in MB. */
const BUDGETS = { demoRest: 300, demoPeak: 450, embedded10kPeak: 600, postgresPeak: 450 };

type Phase = 'start' | 'idle' | 'load' | 'backup' | 'after';
type Run = {
  name: string;
  label: string;
  /** The checkout whose build runs (another one measures code before a change). */
  root: string;
  env: Record<string, string>;
  /** A fresh data folder (start seeds the demo shop), or a kept one. */
  fresh: boolean;
  backup: boolean;
};
type Figures = {
  run: Run;
  /** Highest VmRSS seen in each phase, and VmRSS at its end, in kB. */
  peak: Record<Phase, number>;
  end: Record<Phase, number>;
  hwm: number;
  /** Highest sum of the shop and its children (the seed's picture process), kB. */
  treePeak: number;
  startMs: number;
  requests: number;
  failed: number;
};

function status(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** The process's children, grandchildren…: the seed's picture process. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of text ? text.split(' ').map(Number) : []) {
        found.push(child, ...descendants(child));
      }
    }
  } catch {
    // gone
  }
  return found;
}

function sampler(pid: number) {
  let phase: Phase = 'start';
  const peak = { start: 0, idle: 0, load: 0, backup: 0, after: 0 };
  const end = { ...peak };
  let hwm = 0;
  let treePeak = 0;
  const sample = () => {
    const own = status(pid);
    if (!own) return;
    peak[phase] = Math.max(peak[phase], own.rss);
    end[phase] = own.rss;
    hwm = Math.max(hwm, own.hwm);
    const tree = descendants(pid).reduce((sum, child) => sum + (status(child)?.rss ?? 0), own.rss);
    treePeak = Math.max(treePeak, tree);
  };
  const timer = setInterval(sample, 100);
  return {
    enter(next: Phase) {
      sample();
      phase = next;
    },
    stop() {
      sample();
      clearInterval(timer);
      return { peak, end, hwm, treePeak };
    },
  };
}

function startShop(run: Run, port: number): ChildProcess {
  const main = join(run.root, 'apps', 'api', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build that checkout first.`);
  // As `npm start` starts it (apps/api's serve script), so its environment counts too.
  return spawn('npm', ['run', 'serve', '-w', '@shop/api', '--silent'], {
    cwd: run.root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      BACKUP_INTERVAL_HOURS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...run.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The node process npm started (npm → sh → node). */
async function shopPid(npm: ChildProcess): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const node = [npm.pid as number, ...descendants(npm.pid as number)].find((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return /node$/.test(argv[0] ?? '') && argv.includes('dist/main.js');
      } catch {
        return false;
      }
    });
    if (node) return node;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the shop process did not appear');
}

/** Shoppers: product pages and their pictures, catalogue pages, searches; bounded. */
async function shopperLoad(base: string): Promise<{ requests: number; failed: number }> {
  const slugs = await everySlug(base);
  const products = (await Promise.all(
    slugs.slice(0, 200).map(async (slug) => {
      const res = await fetch(`${base}/api/products/${slug}`);
      return res.ok ? ((await res.json()) as { variants?: { imgUrl: string[] }[] }) : undefined;
    }),
  )) as ({ variants?: { imgUrl: string[] }[] } | undefined)[];
  const pictures = products.flatMap((p) => p?.variants?.flatMap((v) => v.imgUrl) ?? []);
  const catalogue = catalogueFilterPaths(LOAD_REQUESTS);
  const searches = searchQueries(LOAD_REQUESTS);
  const paths = Array.from({ length: LOAD_REQUESTS }, (_, i) => {
    const kind = i % 10;
    if (kind < 3) return `/producto/${slugs[(i * 7919) % slugs.length]}`;
    if (kind < 5) return catalogue[i] as string;
    if (kind < 6) return `/catalogo?page=${1 + (i % 5)}`;
    if (kind < 8) return `/api/search?q=${encodeURIComponent(searches[i] as string)}`;
    const picture = pictures[(i * 31) % Math.max(pictures.length, 1)];
    return picture ? `${picture}?w=${[200, 400, 600][i % 3]}` : '/';
  });
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  let next = 0;
  let failed = 0;
  let done = 0;
  const client = async () => {
    while (next < paths.length && Date.now() < deadline) {
      const path = paths[next++] as string;
      const accept = path.startsWith('/api/images') ? 'image/avif,image/webp,*/*' : '*/*';
      try {
        const res = await fetch(base + path, {
          headers: { accept, 'accept-encoding': 'gzip, br' },
        });
        await res.arrayBuffer();
        if (!res.ok) failed++;
      } catch {
        failed++;
      }
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return { requests: done, failed };
}

async function backupNow(run: Run): Promise<void> {
  const cli = join(run.root, 'apps', 'api', 'dist', 'backup', 'backup-cli.js');
  // Outside the data folder: a file left inside it would go into the next run's archive.
  const file = join(repoRoot, 'bench', '.out', `memory-backup-${run.name}.tar.gz`);
  const child = spawn(process.execPath, [cli, file], {
    cwd: run.root,
    env: { ...process.env, ...run.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`backup exited with ${code}`);
}

async function measureRun(run: Run): Promise<Figures> {
  if (run.fresh && run.env.DATA_DIR) rmSync(run.env.DATA_DIR, { recursive: true, force: true });
  console.log(`\n${run.name}: ${run.label}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const npm = startShop(run, port);
  const exited = new Promise((resolve) => npm.on('exit', resolve));
  try {
    const pid = await shopPid(npm);
    const samples = sampler(pid);
    await waitForHttp(`${base}/api/health`, 600_000);
    const startMs = Date.now() - started;
    samples.enter('idle');
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    samples.enter('load');
    const load = await shopperLoad(base);
    samples.enter('backup');
    if (run.backup) await backupNow(run);
    samples.enter('after');
    await new Promise((r) => setTimeout(r, 5000));
    const figures = { run, ...samples.stop(), startMs, ...load };
    const mb = (kb: number) => (kb / MB).toFixed(0);
    console.log(
      `  start ${mb(figures.peak.start)} (tree ${mb(figures.treePeak)}), rest ${mb(figures.end.idle)}, load ${mb(figures.peak.load)}, backup ${mb(figures.peak.backup)}, HWM ${mb(figures.hwm)} MB; ${load.requests} requests, ${load.failed} failed`,
    );
    return figures;
  } finally {
    // npm's child is the shop: SIGTERM to the whole group it leads would also reach npm.
    for (const pid of [...descendants(npm.pid as number)].reverse()) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
    npm.kill('SIGTERM');
    await exited;
  }
}

const out = join(repoRoot, 'bench', '.out');
const demoDir = join(out, 'memory-demo');
const runs: Run[] = [];
const demo = (name: string, label: string, env: Record<string, string>, root = repoRoot): Run => ({
  name,
  label,
  root,
  env: { DATA_DIR: join(out, `memory-${name}`), ...env },
  fresh: true,
  backup: true,
});
runs.push({ ...demo('demo', 'demo shop, first start (seeds it), shipped settings', {}) });
runs[0]!.env.DATA_DIR = demoDir;
runs.push({
  name: 'restart',
  label: 'demo shop restarted on its seeded folder',
  root: repoRoot,
  env: { DATA_DIR: demoDir },
  fresh: false,
  backup: true,
});
if (process.env.BENCH_MEMORY_LEVERS) {
  runs.push(demo('arenas', 'demo, first start, glibc default arenas', { MALLOC_ARENA_MAX: '0' }));
  runs.push(
    demo('buffers', "demo, first start, PGlite's 128 MB shared buffers", {
      PGLITE_SHARED_BUFFERS: '128MB',
    }),
  );
  runs.push(demo('pages', 'demo, first start, no kept product pages', { PRODUCT_PAGES_MB: '0' }));
}
// BENCH_MEMORY_TRY="MALLOC_ARENA_MAX=1 NODE_OPTIONS=--max-semi-space-size=4": one more run.
if (process.env.BENCH_MEMORY_TRY) {
  const tried = Object.fromEntries(
    process.env.BENCH_MEMORY_TRY.split(' ').map((pair) => [
      pair.slice(0, pair.indexOf('=')),
      pair.slice(pair.indexOf('=') + 1),
    ]),
  );
  runs.push(demo('try', `demo, first start, ${process.env.BENCH_MEMORY_TRY}`, tried));
}
if (process.env.BENCH_MEMORY_BASE) {
  runs.push(demo('base', `demo, first start, build of ${process.env.BENCH_MEMORY_BASE}`, {}));
  runs.at(-1)!.root = process.env.BENCH_MEMORY_BASE;
}
const only = process.env.BENCH_MEMORY_RUNS?.split(',');
const chosen = runs.filter((run) => !only || only.includes(run.name));
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const want = (name: string) => !only || only.includes(name);

const results: Figures[] = [];
for (const run of chosen) results.push(await measureRun(run));
if (want('10k')) {
  const catalogue = await benchCatalogue(10_000, '');
  results.push(
    await measureRun({
      name: '10k',
      label: '10,000 products, embedded',
      root: repoRoot,
      env: { ...catalogue.env, SEED_DEMO_DATA: 'false' },
      fresh: false,
      backup: true,
    }),
  );
}
if (postgresUrl && want('postgres')) {
  const catalogue = await benchCatalogue(10_000, postgresUrl);
  results.push(
    await measureRun({
      name: 'postgres',
      label: '10,000 products, PostgreSQL',
      root: repoRoot,
      env: catalogue.env,
      fresh: false,
      backup: false,
    }),
  );
}

const mb = (kb: number) => (kb ? (kb / MB).toFixed(0) : '—');
const budget = (f: Figures): string => {
  // The shop's own process; its short-lived children are the "with children" column.
  const peak = f.hwm;
  const checks: string[] = [];
  if (f.run.name === 'demo') {
    checks.push(`rest ${f.end.idle <= BUDGETS.demoRest * MB ? '≤' : '>'} ${BUDGETS.demoRest}`);
    checks.push(`peak ${peak <= BUDGETS.demoPeak * MB ? '≤' : '>'} ${BUDGETS.demoPeak}`);
  } else if (f.run.name === '10k') {
    checks.push(
      `peak ${peak <= BUDGETS.embedded10kPeak * MB ? '≤' : '>'} ${BUDGETS.embedded10kPeak}`,
    );
  } else if (f.run.name === 'postgres') {
    checks.push(`peak ${peak <= BUDGETS.postgresPeak * MB ? '≤' : '>'} ${BUDGETS.postgresPeak}`);
  }
  return checks.join(', ') || '—';
};
const rows = results.map(
  (f) =>
    `| ${f.run.label} | ${mb(f.peak.start)} | ${mb(f.treePeak)} | ${mb(f.end.idle)} | ${mb(f.peak.load)} | ${mb(f.end.load)} | ${f.run.backup ? mb(f.peak.backup) : '—'} | ${mb(f.end.after)} | ${mb(f.hwm)} | ${(f.startMs / 1000).toFixed(0)} | ${f.requests} (${f.failed} failed) | ${budget(f)} |`,
);
/** Shop settings taken from this command's environment, which every run inherits. */
const inherited = ['MALLOC_ARENA_MAX', 'PRODUCT_PAGES_MB', 'PGLITE_SHARED_BUFFERS', 'NODE_OPTIONS']
  .filter((name) => process.env[name] !== undefined)
  .map((name) => `${name}=${process.env[name]}`);
const settingsLine = inherited.length
  ? `Every run also had ${inherited.map((pair) => `\`${pair}\``).join(', ')}.`
  : '';
writeSection(
  only ? `memory-${only.join('-')}` : 'memory',
  `## Resident memory (issue 39)${only ? `: ${only.join(', ')}` : ''}

Command: \`npm run build && ${[...inherited, ...(only ? [`BENCH_MEMORY_RUNS=${only.join(',')}`] : []), ...(process.env.BENCH_MEMORY_LEVERS ? ['BENCH_MEMORY_LEVERS=1'] : []), ...(process.env.BENCH_MEMORY_TRY ? [`BENCH_MEMORY_TRY="${process.env.BENCH_MEMORY_TRY}"`] : []), ...(process.env.BENCH_MEMORY_BASE ? ['BENCH_MEMORY_BASE=<checkout of the code before issue 39, built>'] : [])].join(' ')} npm run bench:memory -w @shop/bench\`${postgresUrl ? ' with `BENCH_POSTGRES_URL` (a throwaway PostgreSQL 15: `scripts/with-temp-postgres.sh`)' : ''}
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
${[sharingLine(), settingsLine].filter(Boolean).join(' ')}

The shop started as \`npm start\` starts it (apps/api's \`serve\` script); VmRSS of its node process read from \`/proc/<pid>/status\` every 100 ms, VmHWM (the kernel's own peak) at the end. Phases: start (to the first healthy answer; a fresh folder is seeded then), ${IDLE_SECONDS} s idle (product pages rendered ahead), a shopper load (${CONNECTIONS} connections, at most ${LOAD_REQUESTS} requests or ${LOAD_SECONDS} s on 127.0.0.1: product pages, catalogue API pages with random filters, catalogue pages, live searches, product pictures at 200/400/600 px as AVIF), a backup (\`npm run backup\`, which the running shop writes: the folder archived, as the daily one), then 5 s. "with children" adds the short-lived processes of a first start (initdb, the demo seed, its pictures) while they live. MB = MiB. Budgets (issue 39): demo shop ≤ ${BUDGETS.demoRest} at rest and ≤ ${BUDGETS.demoPeak} peak; 10,000 products ≤ ${BUDGETS.embedded10kPeak} peak embedded, ≤ ${BUDGETS.postgresPeak} on PostgreSQL (the shop's process; PostgreSQL's own is the server's).

| run | start peak | with children | at rest | load peak | after load | backup peak | after backup | VmHWM | start s | requests | budget (MB) |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
);
