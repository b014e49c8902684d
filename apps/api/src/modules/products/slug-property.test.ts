import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
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

  it('left too long by an older version are cut by migration 0006, and then open', async () => {
    const longSlug = `zapatillas-${'ultraboost-'.repeat(34)}negras`;
    const ids: string[] = [];
    for (const name of ['Zapatillas largas A', 'Zapatillas largas B']) {
      const created = await shop.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: shop.adminHeaders,
        payload: productBody({ productName: name }),
      });
      ids.push((created.json() as { id: string }).id);
    }
    // Two products of one long name: the second slug differs only past the cut.
    await shop.database.db.execute(
      sql`UPDATE products SET slug = ${longSlug} WHERE id = ${ids[0]}`,
    );
    await shop.database.db.execute(
      sql`UPDATE products SET slug = ${`${longSlug}-2`} WHERE id = ${ids[1]}`,
    );
    const unreachable = await shop.app.inject({ url: `/api/products/${longSlug}` });
    expect(unreachable.statusCode).toBe(400);

    const migration = readFileSync(
      new URL('../../../drizzle/0006_unreachable_slugs.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await shop.database.db.execute(sql.raw(statement));
    }

    const opened = new Set<string>();
    for (const id of ids) {
      const row = await shop.database.db.execute<{ slug: string }>(
        sql`SELECT slug FROM products WHERE id = ${id}`,
      );
      const slug = (row as unknown as { rows: { slug: string }[] }).rows[0]!.slug;
      expect(slug.length).toBeLessThanOrEqual(PRODUCT_SLUG_MAX_LENGTH);
      expect(slug.startsWith('zapatillas-ultraboost-')).toBe(true);
      const page = await shop.app.inject({ url: `/api/products/${slug}` });
      expect(page.statusCode).toBe(200);
      expect((page.json() as { id: string }).id).toBe(id);
      opened.add(slug);
    }
    expect(opened.size).toBe(2);
  });
});
