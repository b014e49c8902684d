import {
  cartProductIds,
  cartPromotionIds,
  saleOf,
  type CartLine,
  type CartReconciliationData,
  type CurrentProduct,
  type CurrentPromotion,
} from '@shop/domain';
import { salesOf } from './shop-sales';
import { z } from './zod';

/** The fields of GET /api/products/:id that reconciliation reads. */
const currentProductShape = z.object({
  id: z.string(),
  price: z.number(),
  // Where it sits in the catalogue, for today's "% OFF" (none known: no sale).
  cat: z.string().default(''),
  sub_cat: z.string().nullable().default(null),
  brand: z.string().default(''),
  disabled: z.boolean(),
  dimensions: z
    .object({
      weight: z.number().nullish(),
      height: z.number().nullish(),
      width: z.number().nullish(),
      length: z.number().nullish(),
    })
    .nullable(),
  variants: z.array(
    z.object({
      id: z.number(),
      sizes: z.array(z.object({ size: z.string(), stock: z.number() })),
    }),
  ),
});

const promotionListShape = z.object({
  promotion: z.array(
    z.object({
      id: z.string(),
      disabled: z.boolean(),
      // What a "% OFF" prices by; a bundle's are not read.
      title: z.string().default(''),
      type: z.string().default(''),
      percentOff: z.number().nullable().default(null),
      categories: z.array(z.string()).default([]),
      subcategories: z.array(z.string()).default([]),
      brands: z.array(z.string()).default([]),
      productIds: z.array(z.string()).default([]),
    }),
  ),
});

export type Fetch = typeof fetch;

async function readJson(fetcher: Fetch, path: string): Promise<unknown> {
  const response = await fetcher(path, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** One product as the shop has it now; null when it no longer exists for shoppers. */
async function loadProduct(fetcher: Fetch, id: string) {
  const body = await readJson(fetcher, `/api/products/${encodeURIComponent(id)}`);
  return body === null ? null : currentProductShape.parse(body);
}

/**
 * Today's data for the products and promotions a cart names, from the public API. That API lists
 * only the promotions on offer: one the cart names that is no longer listed was switched off (or
 * ended or removed; the public answer does not tell them apart), so it counts as disabled.
 */
export async function loadReconciliationData(
  lines: readonly CartLine[],
  fetcher: Fetch = fetch,
): Promise<CartReconciliationData> {
  const promotionIds = cartPromotionIds(lines);
  const [products, offered] = await Promise.all([
    Promise.all(cartProductIds(lines).map((id) => loadProduct(fetcher, id))),
    readJson(fetcher, '/api/promotion').then((body) =>
      body === null ? [] : promotionListShape.parse(body).promotion,
    ),
  ]);
  // A plain line is priced at today's "% OFF" price, as the server will charge it (decision 0039).
  const sales = salesOf(offered);
  const current = (p: NonNullable<(typeof products)[number]>): CurrentProduct => ({
    ...p,
    price: saleOf(p, sales)?.price ?? p.price,
    bundlePrice: p.price,
  });
  const promotions = new Map<string, CurrentPromotion>(
    promotionIds.map((id) => [id, { id, disabled: true }]),
  );
  for (const promotion of offered) promotions.set(promotion.id, promotion);
  return {
    products: new Map(products.flatMap((p) => (p ? [[p.id, current(p)] as const] : []))),
    promotions,
  };
}
