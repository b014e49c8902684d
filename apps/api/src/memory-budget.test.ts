import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The demo shop's memory on a 1 GB server (issue 39, decision 0033): a first start, which
 * creates the database and loads the demo shop, leaves the shop's process within the budget
 * at rest, and a backup written by the running shop stays within the peak budget. The shop is the built one started by `npm run serve` (what `npm start` runs), since
 * running from source adds tsx's own ~90 MB. The whole picture (shopper load, backups, 10,000
 * products) is `npm run bench:memory`, run by hand.
 */

const MB = 1024;
/**
 * Issue 39's budgets are 300 MB at rest and 450 MB peak; bench:memory measures them (270-300 MB
 * at rest, 362-392 MB peak). Here the at-rest bound has a 10 % margin over the budget, as this
 * test measured 286-290 MB on a loaded machine: a regression (the shop held 806 MB before
 * decision 0033) fails it, a busy CI machine does not.
 */
const AT_REST_KB = 330 * MB;
const PEAK_KB = 450 * MB;
/**
 * A backup archives the folder's files (decision 0033): here it added 2 MB to the shop. The SQL
 * dump of before ran a second PGlite: 140 MB more for the demo shop, 450 MB at 10,000 products.
 */
const BACKUP_GROWTH_KB = 60 * MB;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function status(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1]);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** The node process under npm and its shell. */
function shopPid(npmPid: number): number | undefined {
  const children = (pid: number): number[] =>
    readdirSync(`/proc/${pid}/task`).flatMap((task) => {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      return text ? text.split(' ').map(Number) : [];
    });
  const queue = [npmPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (/node$/.test(argv[0] ?? '') && argv.includes('dist/main.js')) return pid;
      queue.push(...children(pid));
    } catch {
      // ended meanwhile
    }
  }
  return undefined;
}

describe.skipIf(process.platform !== 'linux')('memory of the demo shop', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tienda-memoria-'));
  let npm: ChildProcess | undefined;

  beforeAll(() => {
    // The built shop, up to date (CI's typecheck has built it already: then this is quick).
    spawnSync('npx', ['tsc', '-b', 'apps/api'], { cwd: repoRoot, stdio: 'ignore' });
  }, 120_000);

  afterAll(async () => {
    if (npm && npm.exitCode === null) {
      const exited = new Promise((resolve) => npm!.once('exit', resolve));
      process.kill(-(npm.pid as number), 'SIGKILL');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts a new demo shop within its resident budget, and backs it up within its peak', async () => {
    expect(existsSync(join(repoRoot, 'apps/api/dist/main.js'))).toBe(true);
    const port = await freePort();
    npm = spawn('npm', ['run', 'serve', '-w', '@shop/api', '--silent'], {
      cwd: repoRoot,
      // Its own process group, so the test ends npm, its shell and the shop together.
      detached: true,
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        DATA_DIR: join(folder, 'datos'),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO_DATA: 'true',
        BACKUP_INTERVAL_HOURS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 200_000;
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (answer?.ok) break;
      expect(npm.exitCode, 'the shop ended').toBeNull();
      expect(Date.now(), 'the shop did not answer').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const pid = shopPid(npm.pid as number) as number;
    expect(pid).toBeGreaterThan(0);
    // At rest: the highest of readings over 5 s, from 5 s after the first answer.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    let rest = 0;
    for (let i = 0; i < 25; i++) {
      rest = Math.max(rest, status(pid).rss);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A backup written by the running shop, as `npm run backup` asks for it; VmRSS meanwhile.
    const backup = spawn(
      process.execPath,
      ['apps/api/dist/backup/backup-cli.js', join(folder, 'copia.tar.gz')],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: join(folder, 'datos') }, stdio: 'ignore' },
    );
    let duringBackup = 0;
    const sampling = setInterval(() => {
      duringBackup = Math.max(duringBackup, status(pid).rss);
    }, 100);
    const code = await new Promise((resolve) => backup.once('exit', resolve));
    clearInterval(sampling);
    expect(code).toBe(0);
    const { hwm } = status(pid);
    console.log(
      `demo shop: ${Math.round(rest / MB)} MB at rest, ${Math.round(duringBackup / MB)} MB ` +
        `during a backup, peak ${Math.round(hwm / MB)} MB`,
    );
    expect(rest).toBeLessThanOrEqual(AT_REST_KB);
    expect(duringBackup - rest).toBeLessThanOrEqual(BACKUP_GROWTH_KB);
    expect(hwm).toBeLessThanOrEqual(PEAK_KB);
  }, 300_000);
});
