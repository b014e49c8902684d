import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { productSlug, searchDocument, toCents } from '@shop/domain';
import type { Services } from '../../app.js';
import type { Database } from '../../db/client.js';
import { productSizes, productVariants, products } from '../../db/schema.js';
import { labelStock } from '../../modules/products/stock-labels.js';
import type { DemoProduct } from '../catalogue/types.js';
import { startPainter } from '../painter.js';
import { createImageStore, variantsWithImages } from '../variant-pictures.js';
import { generatedProducts } from './generated-products.js';

type Log = Pick<FastifyBaseLogger, 'info'>;

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
        await labelStock(tx, { reason: 'initial' });
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
