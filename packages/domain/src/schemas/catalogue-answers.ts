/**
 * What the storefront's public calls answer (products, promotions, commissions, coupon check,
 * live search) and the one error shape every call answers with.
 */
import { z } from 'zod';

/** Every refusal: `{ error, message }` in Spanish; validation errors name the `field` too. */
export const apiErrorAnswerSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiErrorAnswer = z.infer<typeof apiErrorAnswerSchema>;

const pesos = z.number();

const sizeAnswerSchema = z.object({ size: z.string(), stock: z.number(), sold: z.number() });

/** One colour of a product or commission item, its photos and its sizes. */
export const variantAnswerSchema = z.object({
  id: z.number().int(),
  variant: z.string(),
  imgUrl: z.array(z.string()),
  sizes: z.array(sizeAnswerSchema),
});

export const productAnswerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  productName: z.string(),
  price: pesos,
  compare_price: pesos.nullable(),
  discount_percentage: z.number(),
  brand: z.string(),
  cat: z.string(),
  sub_cat: z.string().nullable(),
  sizes: z.array(z.string()),
  description: z.string(),
  color: z.string(),
  badge: z.string(),
  tags: z.array(z.string()),
  video_youtube: z.string().nullable(),
  disabled: z.boolean(),
  new_arrivals: z.boolean(),
  best_sellers: z.boolean(),
  special_offers: z.boolean(),
  stock: z.number(),
  total_sales: z.number(),
  createdAt: z.string(),
  dimensions: z.object({
    weight: z.number(),
    height: z.number(),
    width: z.number(),
    length: z.number(),
  }),
  variants: z.array(variantAnswerSchema),
});
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** GET /api/products?page=: one filtered page and how many match in all. */
export const productPageAnswerSchema = z.object({
  items: z.array(productAnswerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** GET /api/search: the best matches, or '¿Quisiste decir …?' when there is none. */
export const liveSearchAnswerSchema = z.object({
  items: z.array(productAnswerSchema),
  suggestion: z.string().nullable(),
});

export const promotionAnswerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  img: z.string(),
  type: z.string(),
  categories: z.array(z.string()),
  subcategories: z.array(z.string()),
  giftCategories: z.array(z.string()),
  giftSubcategories: z.array(z.string()),
  endDate: z.string(),
  badge: z.string(),
  disabled: z.boolean(),
  video_youtube: z.string().nullable(),
  usageRecord: z.array(z.object({ dateUsed: z.string() })),
  createdAt: z.string(),
});

export const commissionAnswerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  slug: z.string(),
  productName: z.string(),
  price: pesos,
  compare_price: pesos.nullable(),
  brand: z.string(),
  cat: z.string(),
  sub_cat: z.string().nullable(),
  image: z.string(),
  description: z.string(),
  variants: z.array(variantAnswerSchema),
  status: z.string(),
  createdAt: z.string(),
});

/** PUT /api/discounts/:code with { usageRecord }: whether the coupon can be used now. */
export const couponCheckAnswerSchema = z.object({ valid: z.boolean(), discount: z.number() });
