import { fromCents, type ProductAnswer } from '@shop/domain';
import type { ProductRecord } from './product-records.js';

export type ProductDto = ReturnType<typeof toProductDto>;

/** A product as the API answers it. */
export function toProductDto(p: ProductRecord): ProductAnswer {
  const sizes = [...new Set(p.variants.flatMap((v) => v.sizes.map((s) => s.size)))];
  const stock = p.variants.reduce((sum, v) => sum + v.sizes.reduce((n, s) => n + s.stock, 0), 0);
  return {
    id: p.id,
    _id: p.id,
    slug: p.slug,
    productName: p.productName,
    price: fromCents(p.priceCents),
    compare_price: p.comparePriceCents === null ? null : fromCents(p.comparePriceCents),
    discount_percentage: p.discountPercentage,
    brand: p.brand,
    cat: p.cat,
    sub_cat: p.subCat,
    sizes,
    description: p.description,
    color: p.color,
    badge: p.badge,
    tags: p.tags,
    video_youtube: p.videoYoutube,
    disabled: p.disabled,
    new_arrivals: p.newArrivals,
    best_sellers: p.bestSellers,
    special_offers: p.specialOffers,
    stock,
    total_sales: p.totalSales,
    createdAt: p.createdAt.toISOString(),
    dimensions: { weight: p.weight, height: p.height, width: p.width, length: p.length },
    variants: p.variants,
    version: p.version,
  };
}
