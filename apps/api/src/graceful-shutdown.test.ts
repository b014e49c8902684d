import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { productBody } from './test/fixtures.js';
import { databaseKinds, openTestDatabase, testConfig } from './test/harness.js';
import { checkoutBody, payerInfo } from './test/order-shop.js';
import { setUpTransferOverHttp } from './test/shop-client.js';
import {
  createScratchPostgres,
  startShopProcess,
  type ScratchDatabase,
  type ShopProcess,
} from './test/shop-process.js';

/**
 * SIGTERM on the real server (as a deployment or a load balancer's drain sends it) while shoppers
 * are mid-request: every request already in the server is answered in full, the job worker stops,
 * the database closes after the last request used it, and the process exits 0.
 */

const ADMIN = { username: 'cierre-admin', password: 'clave-segura-cierre' };
/** Errors of a database used after it was closed, on either driver. */
const CLOSED_DATABASE =
  /after calling end|PGlite is closed|Client was closed|Connection terminated/i;

type Answer = { status: number; body: string; connection: string | undefined; port: number };

/** One HTTP request through `agent`; rejects when the connection breaks. */
function send(
  agent: Agent,
  port: number,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            connection: res.headers.connection,
            port: localPort,
          }),
        );
        res.on('error', reject);
      },
    );
    let localPort = 0;
    req.on('socket', (socket) => {
      localPort = socket.localPort ?? 0;
      socket.once('connect', () => (localPort = socket.localPort ?? 0));
    });
    req.on('error', (error) => reject(Object.assign(error, { port: localPort })));
    req.end(payload);
  });
}

describe.each(databaseKinds())('SIGTERM with requests in flight on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  let database: ScratchDatabase | undefined;
  let server: ShopProcess;
  let port: number;

  beforeAll(async () => {
    if (kind === 'postgres') database = await createScratchPostgres('shop_shutdown');
    server = await startShopProcess({
      databaseUrl: database?.url,
      dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      admin: ADMIN,
      env: {
        // Info: the shutdown's own log line tells the test when closing has begun.
        LOG_LEVEL: 'info',
        // Every catalogue read goes to the database, and the job worker runs.
        PUBLIC_CACHE_TTL_MS: '0',
        JOBS_ENABLED: 'true',
      },
    });
    port = server.port;
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('answers every request it had in full, then closes the database and exits 0', async () => {
    const setup = new Agent({ keepAlive: true });
    const login = await send(setup, port, '/api/login', { method: 'POST', body: ADMIN });
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${JSON.parse(login.body).token}` };
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await send(setup, port, '/api/products', {
        method: 'POST',
        headers,
        body: productBody({
          productName: `Botín de cierre ${i}`,
          variants: [
            {
              id: 1,
              variant: 'Negro',
              imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
              sizes: [{ size: '40', stock: 1000, sold: 0 }],
            },
          ],
        }),
      });
      expect(created.status).toBe(201);
      ids.push(JSON.parse(created.body).id);
    }
    setup.destroy();
    await setUpTransferOverHttp(`http://127.0.0.1:${port}`, headers);

    // A shopper's browser with a kept-alive connection that it uses again after the SIGTERM.
    const browser = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(browser, port, '/api/settings')).status).toBe(200);

    // Many shoppers, each on a kept-alive connection of their own, opened beforehand: the
    // server's log names each request's connection by its port.
    const shoppers = Array.from(
      { length: 36 },
      () => new Agent({ keepAlive: true, maxSockets: 1 }),
    );
    const ports = new Set(
      (await Promise.all(shoppers.map((agent) => send(agent, port, '/api/health')))).map(
        (answer) => answer.port,
      ),
    );
    expect(ports.size).toBe(shoppers.length);
    let skip = server.logLines().length;
    /** Connections whose request the server has begun. */
    const progress = () => {
      const started = new Set<number>();
      for (const line of server.logLines().slice(skip)) {
        const remotePort = line.req?.remotePort;
        if (line.msg === 'incoming request' && line.reqId && remotePort && ports.has(remotePort)) {
          started.add(remotePort);
        }
      }
      return { started };
    };

    let answered = 0;
    const sendAll = () => {
      answered = 0;
      skip = server.logLines().length;
      return shoppers.map((agent, n) => {
        const sent =
          n < 24
            ? send(agent, port, '/api/order', {
                method: 'POST',
                body: checkoutBody([{ id: ids[n % ids.length], size: '40', quantity: 1 }], {
                  payer: payerInfo({ email: `cierre${n}@example.com` }),
                }),
              })
            : send(agent, port, `/api/products?page=${1 + (n % 3)}&sort=price_asc`);
        return sent
          .catch((error: Error & { port: number }) => error)
          .finally(() => {
            answered += 1;
          });
      });
    };
    let requests = sendAll();
    // PostgreSQL serves many at once; the embedded database one at a time.
    const wanted = kind === 'postgres' ? 4 : 1;
    const deadline = Date.now() + 30_000;
    // The log is written in batches, so "begun and not yet answered" is judged by the log for
    // begun and by the clients for answered. On a busy machine every answer may arrive before
    // the log says one began: that round had nothing in flight, so the shoppers send again.
    while (progress().started.size < wanted || answered === shoppers.length) {
      if (Date.now() > deadline)
        throw new Error(`not ${wanted} requests in flight:\n${server.output()}`);
      if (answered === shoppers.length) {
        for (const answer of await Promise.all(requests)) expect(answer).not.toBeInstanceOf(Error);
        // The round's lines all logged first, so none is taken for the next round's.
        while (progress().started.size < shoppers.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        requests = sendAll();
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const begun = progress().started;

    while (!server.output().includes('finishing in-flight requests')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const late = await send(browser, port, '/api/settings').catch((error: Error) => error);
    const answers = await Promise.all(requests);
    const exit = await server.exited;
    const took = Date.now() - signalledAt;

    for (const answer of answers) {
      if (answer instanceof Error) {
        // Only a request the server had not begun may find its (idle) connection closed.
        expect(begun.has(answer.port), `${answer.message}\n${server.output()}`).toBe(false);
        continue;
      }
      // Begun before the SIGTERM or read during the drain: answered in full.
      expect(answer.status, answer.body).toBeGreaterThanOrEqual(200);
      expect(answer.status, answer.body).toBeLessThan(300);
      expect(() => JSON.parse(answer.body)).not.toThrow();
    }
    expect(begun.size).toBeGreaterThanOrEqual(wanted);
    // Sent after the SIGTERM on a kept-alive connection: served in full and the connection
    // closed after it, or the idle connection was already closed; never an error answer.
    if (!(late instanceof Error)) {
      expect(late.status).toBe(200);
      expect(late.connection).toBe('close');
    }
    expect(exit).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(5000);
    expect(server.output()).not.toMatch(CLOSED_DATABASE);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
    for (const agent of [...shoppers, browser]) agent.destroy();
  }, 120_000);
});

describe('the drain that comes before closing', () => {
  it('stops taking connections and lets a page whose loader calls the API in-process finish', async () => {
    const database = await openTestDatabase('pglite');
    const built = await buildApp(testConfig(), { database, logger: false, web: false });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const loaderMayRun = new Promise<void>((resolve) => (release = resolve));
    // Stands in for a server-rendered page: its loader reaches the API through app.inject.
    built.app.get('/pagina-de-prueba', async () => {
      entered();
      await loaderMayRun;
      const settings = await built.app.inject({ url: '/api/settings' });
      return { status: settings.statusCode, settings: settings.json() };
    });
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = built.app.server.address() as AddressInfo;
      const page = send(new Agent({ keepAlive: true }), port, '/pagina-de-prueba');
      await inHandler;

      const drained = built.drain();
      await expect(send(new Agent(), port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
      release();
      const answer = await page;
      await drained;

      expect(answer.status).toBe(200);
      expect(answer.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 200,
        settings: { transferDiscountPercent: 15 },
      });
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});
