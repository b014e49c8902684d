import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

describe.each(databaseKinds())('health API on %s', (kind) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  // The last test closes the database itself; only the app is left to close.
  afterAll(() => shop.app.close());

  it('answers 200 with the database reachable and the catalogue in memory', async () => {
    await shop.services.catalogueMemory!.loaded();
    const res = await shop.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind, status: 'ok' },
      catalogue: 'memory',
    });
  });

  it('answers 503 once the database cannot be reached', async () => {
    await shop.database.close();
    const res = await shop.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      database: { kind, status: 'unreachable' },
      catalogue: 'memory',
    });
  });
});

describe('health API without the catalogue memory', () => {
  it("says shoppers' reads go to the database", async () => {
    const shop = await createTestShop('pglite', { catalogueInMemory: false });
    try {
      expect((await shop.app.inject('/api/health')).json()).toMatchObject({
        catalogue: 'database',
      });
    } finally {
      await shop.close();
    }
  });
});
