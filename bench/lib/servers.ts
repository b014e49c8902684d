import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The built shop's entry point (`main`, by default this tree's build); refused if not built. */
export function builtShop(main = join(repoRoot, 'apps', 'api', 'dist', 'main.js')): string {
  if (!existsSync(main)) throw new Error('Run `npm run build` first.');
  return main;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Waits until `url` answers 200; a shop's /api/health also until its catalogue memory has
 * loaded, so a bench measures the shop as it runs, not its first seconds.
 */
export async function waitForHttp(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      const loading =
        url.endsWith('/api/health') &&
        ((await res.json()) as { catalogue?: string }).catalogue === 'loading';
      if (res.ok && !loading) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits until the shop keeps every product page rendered (web/kept-pages.ts renders them ahead
 * while idle) and says how long that took, in ms.
 */
export async function waitForKeptPages(
  base: string,
  products: number,
  timeoutMs = 600_000,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const health = (await (await fetch(`${base}/api/health`)).json()) as {
      productPages?: number;
    };
    if ((health.productPages ?? 0) >= products) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not keep ${products} product pages within ${timeoutMs} ms`);
}

export function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // BENCH_SHOP_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p") profiles the built shop of any bench.
  const flags = script.endsWith('.js') ? (process.env.BENCH_SHOP_NODE_FLAGS?.split(' ') ?? []) : [];
  const child = spawn(process.execPath, [...flags, ...loader, script, ...args], {
    cwd: repoRoot,
    // No automatic backup unless a bench asks: the first comes 30 s after start, and its 2-3 s
    // of CPU would land inside whatever run is being measured.
    env: { ...process.env, LOG_LEVEL: 'warn', BACKUP_INTERVAL_HOURS: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  return child;
}

export async function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<void> {
  const child = startNode(script, args, env);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The bare Fastify route (bench/hello-server.ts) the load benches measure beside the shop. */
export function startHello(port: number): ChildProcess {
  return startNode(join(repoRoot, 'bench', 'hello-server.ts'), [], { PORT: String(port) });
}

/** Runs `work` against the shop `main` on `env`, started on a free port and stopped after. */
export async function withShop<T>(
  main: string,
  env: Record<string, string>,
  work: (base: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const shop = startNode(main, [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);
    return await work(base);
  } finally {
    await stop(shop);
  }
}
