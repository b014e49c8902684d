import { eq } from 'drizzle-orm';
import { newProductSchema } from '@shop/domain';
import { products } from '../db/schema.js';
import { demoProducts } from '../seed/demo-shop/products.js';
import type { TestShop } from './harness.js';

/**
 * The demo catalogue's products created through the product service, without drawing their
 * pictures (search tests need names, stock and sales, not images). Answers id by name.
 */
export async function createDemoProducts(shop: TestShop): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const demo of demoProducts()) {
    const body = newProductSchema.parse({
      ...demo,
      variants: demo.variants.map((v) => ({
        ...v,
        imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
      })),
    });
    const created = await shop.services.products.create(body);
    await shop.database.db
      .update(products)
      .set({ totalSales: demo.total_sales, createdAt: new Date(demo.createdAt) })
      .where(eq(products.id, created.id));
    ids.set(demo.productName, created.id);
  }
  return ids;
}
