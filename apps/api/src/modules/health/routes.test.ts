import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

describe.each(databaseKinds())('health API on %s', (kind) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  // The last test closes the database itself; only the app is left to close.
  afterAll(() => shop.app.close());

  it('answers 200 with the database reachable', async () => {
    const res = await shop.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok', database: { kind, status: 'ok' } });
  });

  it('answers 503 once the database cannot be reached', async () => {
    await shop.database.close();
    const res = await shop.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: { kind, status: 'unreachable' } });
  });
});
