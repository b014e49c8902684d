import fc from 'fast-check';
import { PRODUCT_SLUG_MAX_LENGTH } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../../test/fixtures.js';
import { createTestShop, type TestShop } from '../../test/harness.js';

/**
 * Every slug the shop hands out opens its product, whatever the name: long, accented, emoji,
 * only symbols, or the same name again. (The product page opens by the same slug: e2e.)
 */

const word = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñÜü0-9]{1,12}$/);
const productName = fc.oneof(
  fc.array(word, { minLength: 1, maxLength: 80 }).map((words) => words.join(' ')),
  fc.constantFrom(
    'Camiseta Argentina 2026 ⚽🇦🇷',
    '¡¡¡???!!!',
    '🔥🔥🔥',
    'Ñandú Ünico Pingüino',
    'Botines Predator',
    `Zapatillas ${'Ultraboost '.repeat(40)}`,
    'x'.repeat(430),
  ),
  fc.string({ minLength: 1, maxLength: 120 }).filter((name) => name.trim() !== ''),
);

describe('slugs of created products', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('are short, unique, and open their product', async () => {
    const slugs = new Set<string>();
    await fc.assert(
      fc.asyncProperty(productName, async (name) => {
        const created = await shop.app.inject({
          method: 'POST',
          url: '/api/products',
          headers: shop.adminHeaders,
          payload: productBody({ productName: name }),
        });
        expect(created.statusCode, created.body).toBe(201);
        const { id, slug } = created.json() as { id: string; slug: string };
        expect(slug.length).toBeLessThanOrEqual(PRODUCT_SLUG_MAX_LENGTH + 4);
        expect(slugs.has(slug)).toBe(false);
        slugs.add(slug);
        const opened = await shop.app.inject({ url: `/api/products/${encodeURIComponent(slug)}` });
        expect(opened.statusCode).toBe(200);
        expect((opened.json() as { id: string }).id).toBe(id);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
