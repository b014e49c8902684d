import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function freePort(): Promise<number> {
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

async function waitForShop(url: string, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the shop did not answer within ${timeoutMs} ms`);
}

/**
 * Builds the shop if needed and starts it on the embedded database with the demo data, on a free
 * loopback port, as `npm start` would. The journeys read its address from `inject('shopUrl')`.
 */
export default async function setup(project: TestProject) {
  // Journeys must see the code as it is now: build unless told the build is fresh.
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'apps/api/dist/main.js'))) {
    // Vitest sets NODE_ENV=test, which would bake React's development build into the bundle.
    execSync('npm run build', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const logFile = `${dataDir}.log`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-clave-segura',
    LOG_LEVEL: 'warn',
    // One browser places every journey's orders; no daily backup during a run.
    ORDERS_PER_MINUTE_PER_CLIENT: '100000',
    BACKUP_INTERVAL_HOURS: '0',
    // The simulated parcel moves one step per tracking call: a call every few seconds.
    CORREO_TRACKING_POLL_MINUTES: '0.03',
  };
  let stopping = false;
  let restarts = 0;
  let server: ChildProcess;
  /**
   * The journeys run after the other projects, up to many minutes after this setup. Should the
   * shop stop meanwhile, its last words are printed and it starts again on the same folder and
   * port (its data is on disk), so one lost process does not fail every journey after it.
   */
  const startShop = () => {
    const log = createWriteStream(logFile, { flags: 'a' });
    server = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
    server.once('exit', (code, signal) => {
      if (stopping || restarts >= 3) return;
      restarts++;
      const lastWords = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
      console.error(`The journeys' shop stopped (code ${code}, signal ${signal}):\n${lastWords}`);
      startShop();
    });
  };
  startShop();
  await waitForShop(url, server!);
  project.provide('shopUrl', url);
  project.provide('adminCredentials', { username: 'e2e-admin', password: 'e2e-clave-segura' });
  return async () => {
    stopping = true;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    adminCredentials: { username: string; password: string };
  }
}
