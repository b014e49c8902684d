import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newCommissionSchema, newProductSchema, promotionSchema } from '@shop/domain';
import type { Services } from '../app.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { products } from '../db/schema.js';
import { demoCommissions } from './demo-shop/commissions.js';
import { demoCoupons } from './demo-shop/coupons.js';
import { demoProducts } from './demo-shop/products.js';
import { demoPromotions } from './demo-shop/promotions.js';
import { startPainter, type Painter } from './painter.js';
import { createImageStore, variantsWithImages } from './variant-pictures.js';

type Log = Pick<FastifyBaseLogger, 'info'>;

async function mapConcurrently<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function catalogueIsEmpty(database: Database): Promise<boolean> {
  const rows = await queryRows<{ n: number | string }>(
    database.db,
    sql`select count(*) as n from products`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** The demo shop: products, promotions, coupons and made-to-order items, through the services. */
export async function seedDemoShop(database: Database, services: Services, log: Log) {
  const started = Date.now();
  const painter = startPainter();
  try {
    await seedDemoCatalogue(database, services, painter);
  } finally {
    await painter.close();
  }
  log.info(`demo shop seeded in ${Date.now() - started} ms`);
}

async function seedDemoCatalogue(database: Database, services: Services, painter: Painter) {
  const imageFor = createImageStore(services, painter);
  const demos = demoProducts();
  // Drawing pictures is the slow part: draw them a few at a time, then create in catalogue order.
  const variants = await mapConcurrently(demos, 4, (demo) =>
    variantsWithImages(demo, imageFor, [0, 1]),
  );
  for (const [index, demo] of demos.entries()) {
    const body = newProductSchema.parse({ ...demo, variants: variants[index] });
    const created = await services.products.create(body);
    // Sales counts and ages make the "popular" and "novedades" sorts meaningful.
    await database.db
      .update(products)
      .set({ totalSales: demo.total_sales, createdAt: new Date(demo.createdAt) })
      .where(eq(products.id, created.id));
  }

  for (const promo of demoPromotions()) {
    const img = await services.uploads.store(await painter.promotion(promo));
    await services.promotions.create(promotionSchema.parse({ ...promo, img }));
  }
  for (const coupon of demoCoupons()) await services.discounts.create(coupon);
  for (const commission of demoCommissions()) {
    const variants = await variantsWithImages(commission, imageFor, [0]);
    await services.commissions.create(newCommissionSchema.parse({ ...commission, variants }));
  }
}

export async function seedDemoShopIfEmpty(database: Database, services: Services, log: Log) {
  if (await catalogueIsEmpty(database)) await seedDemoShop(database, services, log);
}
