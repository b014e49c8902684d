import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProducts } from '../../test/demo-products.js';
import { createTestShop, type TestShop } from '../../test/harness.js';
import { SEARCH_QUERY_SET, recallAtK } from './query-set.js';

/** The query set's recall@5 against the demo catalogue: at least 95%, in every kind too. */
describe('search recall@5 on the demo catalogue', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop('pglite', { publicCacheTtlMs: 0 });
    await createDemoProducts(shop);
  }, 120_000);
  afterAll(() => shop.close());

  it('finds the intended product in the first 5 for at least 95% of the queries', async () => {
    expect(SEARCH_QUERY_SET.length).toBeGreaterThanOrEqual(80);
    const answers = [];
    for (const c of SEARCH_QUERY_SET) {
      const res = await shop.app.inject(
        `/api/products?page=1&limit=5&q=${encodeURIComponent(c.q)}`,
      );
      expect(res.statusCode, c.q).toBe(200);
      const names = (res.json() as { items: { productName: string }[] }).items.map(
        (p) => p.productName,
      );
      answers.push({ case: c, names });
    }
    const { scores, misses } = recallAtK(answers);
    const missed = misses.map((c) => `${c.kind}: ${c.q}`).join(', ');
    console.info(
      `query set recall@5\n  ${scores.map((s) => `${s.kind}: ${s.found}/${s.queries}`).join('\n  ')}`,
    );
    for (const score of scores) {
      expect(score.recall, `${score.kind} (missed: ${missed})`).toBeGreaterThanOrEqual(0.95);
    }
  }, 120_000);
});
