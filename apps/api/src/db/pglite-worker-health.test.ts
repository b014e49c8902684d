import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/harness.js';
import type { PglitePort } from './pglite-port.js';

/** PGLITE_THREAD=worker (decision 0045): a dead database thread shows in the health check. */
describe('the shop with its database thread dead', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop('pglite-worker');
  }, 60_000);
  afterAll(() => shop?.close());

  it('answers health 503 with the database unreachable', async () => {
    const healthy = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    await (shop.database.pglite as unknown as PglitePort).terminate();
    const dead = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(dead.statusCode).toBe(503);
    expect(dead.json()).toMatchObject({
      status: 'error',
      database: { kind: 'pglite', status: 'unreachable' },
    });
  });
});
