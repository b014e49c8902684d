import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  newCommissionSchema,
  newProductSchema,
  searchDocument,
  productSlug,
  promotionSchema,
  toCents,
} from '@shop/domain';
import type { Services } from '../app.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/rows.js';
import { productSizes, productVariants, products } from '../db/schema.js';
import { generatedProducts } from './benchmark-catalogue/generated-products.js';
import type { DemoProduct, DemoVariant } from './catalogue/types.js';
import { demoCommissions } from './demo-shop/commissions.js';
import { demoCoupons } from './demo-shop/coupons.js';
import { demoProducts } from './demo-shop/products.js';
import { demoPromotions } from './demo-shop/promotions.js';
import { startPainter, type Painter } from './painter.js';

type Log = Pick<FastifyBaseLogger, 'info'>;

/** Draws each distinct picture once and stores it; variants of the same look share the URL. */
function createImageStore(services: Services, painter: Painter) {
  const urls = new Map<string, Promise<string>>();
  return (cat: string, subCat: string | null, variant: DemoVariant, view: 0 | 1) => {
    const key = JSON.stringify([cat, subCat, variant.colorHex, variant.pattern, view]);
    let url = urls.get(key);
    if (!url) {
      const drawing = {
        cat,
        sub_cat: subCat,
        colors: variant.colorHex,
        pattern: variant.pattern,
        view,
      };
      url = painter.product(drawing).then((bytes) => services.uploads.store(bytes));
      urls.set(key, url);
    }
    return url;
  };
}

async function variantsWithImages(
  product: { cat: string; sub_cat: string | null; variants: DemoVariant[] },
  imageFor: ReturnType<typeof createImageStore>,
  views: (0 | 1)[],
) {
  return Promise.all(
    product.variants.map(async (v) => ({
      id: v.id,
      variant: v.variant,
      imgUrl: await Promise.all(
        views.map((view) => imageFor(product.cat, product.sub_cat, v, view)),
      ),
      sizes: v.sizes,
    })),
  );
}

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

/**
 * A large generated catalogue for benchmarks, inserted in batches straight into the tables
 * (the service's one-by-one path would take minutes for 100,000 products).
 */
export async function seedGeneratedProducts(
  database: Database,
  services: Services,
  count: number,
  log: Log,
) {
  const started = Date.now();
  const painter = startPainter();
  const imageFor = createImageStore(services, painter);
  const batchSize = 500;
  const all = generatedProducts(count, Date.now() % 100000);
  try {
    for (let offset = 0; offset < all.length; offset += batchSize) {
      const batch = all.slice(offset, offset + batchSize);
      const prepared = await Promise.all(
        batch.map(async (demo) => ({
          demo,
          variants: await variantsWithImages(demo, imageFor, [0]),
        })),
      );
      await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(products)
          .values(prepared.map(({ demo }) => productRow(demo)))
          .onConflictDoNothing({ target: products.slug })
          .returning({ id: products.id, slug: products.slug });
        const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
        const variantRows = [];
        const sizeRows = [];
        for (const { demo, variants } of prepared) {
          const productId = idBySlug.get(productSlug(demo.productName));
          if (!productId) continue;
          for (const [position, v] of variants.entries()) {
            variantRows.push({
              productId,
              variantId: v.id,
              position,
              name: v.variant,
              images: v.imgUrl,
            });
            for (const [sizePosition, s] of v.sizes.entries()) {
              sizeRows.push({
                productId,
                variantId: v.id,
                size: s.size,
                position: sizePosition,
                stock: s.stock,
                sold: s.sold,
              });
            }
          }
        }
        if (variantRows.length) await tx.insert(productVariants).values(variantRows);
        for (let i = 0; i < sizeRows.length; i += 2000) {
          await tx.insert(productSizes).values(sizeRows.slice(i, i + 2000));
        }
      });
      log.info(`${Math.min(offset + batchSize, all.length)} / ${all.length} products`);
    }
  } finally {
    await painter.close();
  }
  // Fresh planner statistics, so the first catalogue queries use the indexes.
  await database.db.execute(sql`analyze`);
  log.info(`${count} generated products in ${Date.now() - started} ms`);
}

function searchColumnsOf(demo: DemoProduct) {
  const document = searchDocument({
    name: demo.productName,
    brand: demo.brand,
    category: demo.cat,
    subcategory: demo.sub_cat,
    colours: demo.variants.map((v) => v.variant),
    tags: demo.tags,
  });
  return { searchText: document.nameKey, searchTerms: document.terms, searchWords: document.words };
}

function productRow(demo: DemoProduct): typeof products.$inferInsert {
  return {
    slug: productSlug(demo.productName),
    productName: demo.productName,
    ...searchColumnsOf(demo),
    priceCents: toCents(demo.price),
    comparePriceCents: demo.compare_price === null ? null : toCents(demo.compare_price),
    discountPercentage: demo.discount_percentage,
    brand: demo.brand,
    cat: demo.cat,
    subCat: demo.sub_cat,
    description: demo.description,
    tags: demo.tags,
    videoYoutube: demo.video_youtube,
    disabled: demo.disabled,
    newArrivals: demo.new_arrivals,
    bestSellers: demo.best_sellers,
    specialOffers: demo.special_offers,
    totalSales: demo.total_sales,
    ...demo.dimensions,
    createdAt: new Date(demo.createdAt),
  };
}
