/** The saved store's shapes, checked with zod; loaded only when the saved store is read. */
import type { CartLine } from '@shop/domain';
import { z } from '../lib/zod';
import { INITIAL_SHOP, type PersistedShop } from './shop-state';

const dimensionsShape = z.object({
  weight: z.number(),
  height: z.number(),
  width: z.number(),
  length: z.number(),
});

const variantShape = z.object({ id: z.number(), variant: z.string() });

const productLineShape = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  maxQuantity: z.number().int().nonnegative(),
  size: z.string(),
  variant: variantShape,
  color: z.string(),
  badge: z.string(),
  dimensions: dimensionsShape,
  disabled: z.boolean(),
  slug: z.string(),
});

const promotionLineShape = z.object({
  promotion: z.literal(true),
  id: z.string(),
  lineId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  price: z.number().nonnegative(),
  discountAmount: z.number().nonnegative(),
  quantity: z.literal(1),
  disabled: z.boolean(),
  endDate: z.string(),
  products: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        quantity: z.literal(1),
        maxQuantity: z.number().int().nonnegative(),
        size: z.string(),
        image: z.string(),
        badge: z.string(),
        price: z.number().nonnegative(),
        color: z.string(),
        variant: variantShape,
        dimensions: dimensionsShape,
        slug: z.string(),
        gift: z.boolean().optional(),
      }),
    )
    .min(1),
});

const cartLineShape = z.union([promotionLineShape, productLineShape]);

/** Each stored line on its own: a broken one is dropped, the rest of the cart stays. */
const cartShape = z
  .array(z.unknown())
  .catch([])
  .transform((lines) =>
    lines.flatMap((line) => {
      const parsed = cartLineShape.safeParse(line);
      return parsed.success ? [parsed.data as CartLine] : [];
    }),
  );

const persistedShape = z.object({
  cartProducts: cartShape,
  postalCode: z.string().catch(''),
  checkedBrands: z.array(z.string()).catch([]),
  checkedSizes: z.array(z.string()).catch([]),
  checkedSubcategorys: z.array(z.string()).catch([]),
  checkedCategorys: z.array(z.string()).catch([]),
  checkedTags: z.array(z.string()).catch([]),
});

/** Whatever was stored, as a valid state: a broken or foreign shape never reaches the page. */
export function restorePersisted(stored: unknown): PersistedShop {
  const parsed = persistedShape.safeParse(stored);
  return parsed.success ? parsed.data : INITIAL_SHOP;
}
