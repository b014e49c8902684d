/**
 * What the catalogue and back-office calls answer (apps/api products, commissions, discounts,
 * promotions and users services' DTOs), and the one error shape every call answers with. The
 * routes declare them (the OpenAPI document) and the web reads these types.
 */
import { z } from 'zod';
import { COUPON_KINDS, COUPON_STATUSES } from '../coupon-rules.js';
import { STAFF_AREAS } from '../staff-areas.js';

/** Every refusal: `{ error, message }` in Spanish; validation errors name the `field` too. */
export const apiErrorAnswerSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiErrorAnswer = z.infer<typeof apiErrorAnswerSchema>;

const pesos = z.number();

export const productSizeAnswerSchema = z.object({
  size: z.string(),
  stock: z.number().int(),
  sold: z.number().int(),
});
export type ProductSizeAnswer = z.infer<typeof productSizeAnswerSchema>;

export const productVariantAnswerSchema = z.object({
  id: z.number().int(),
  variant: z.string(),
  imgUrl: z.array(z.string()),
  sizes: z.array(productSizeAnswerSchema),
});
export type ProductVariantAnswer = z.infer<typeof productVariantAnswerSchema>;

/** GET /api/products (each item) and GET /api/products/:slug. */
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
  stock: z.number().int(),
  total_sales: z.number().int(),
  createdAt: z.string(),
  dimensions: z.object({
    weight: z.number(),
    height: z.number(),
    width: z.number(),
    length: z.number(),
  }),
  variants: z.array(productVariantAnswerSchema),
  /** Bumped by every admin write; the owner's form sends it back (decision 0030). */
  version: z.number().int(),
});
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** GET /api/products: one page of the catalogue. */
/**
 * A search that found nothing with every word typed, answered for fewer of them (issue 41):
 * what it searched and what it let go of, as typed, for 'Mostramos resultados para «…»; no
 * encontramos «…»'.
 */
export const relaxedSearchSchema = z.object({ searched: z.string(), missing: z.string() });
export type RelaxedSearchAnswer = z.infer<typeof relaxedSearchSchema>;

export const productPageAnswerSchema = z.object({
  items: z.array(productAnswerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  relaxed: relaxedSearchSchema.optional(),
});
export type ProductPageAnswer = z.infer<typeof productPageAnswerSchema>;

/** GET /api/search: the header box's best matches, and a suggestion when nothing matches. */
export const liveSearchAnswerSchema = z.object({
  items: z.array(productAnswerSchema),
  suggestion: z.string().nullable(),
  relaxed: relaxedSearchSchema.optional(),
  /** Nothing matched: the products closest to what was typed (one of its words), if any. */
  related: z.array(productAnswerSchema).optional(),
});
export type LiveSearchAnswer = z.infer<typeof liveSearchAnswerSchema>;

/** GET /api/commissions (each item): a made-to-order product. */
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
  variants: z.array(productVariantAnswerSchema),
  status: z.string(),
  createdAt: z.string(),
});
export type CommissionAnswer = z.infer<typeof commissionAnswerSchema>;

/** GET /api/discounts (each of `discounts`): a coupon and when it was used. */
export const couponAnswerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  percentage: z.number(),
  remainingUses: z.number().int(),
  usageRecord: z.array(z.object({ dateUsed: z.string(), orderId: z.string().nullable() })),
  createdAt: z.string(),
  version: z.number().int(),
  /** Issue 45's rules: pesos for amounts, shop days (YYYY-MM-DD) for dates. */
  kind: z.enum(COUPON_KINDS),
  amount: z.number().nullable(),
  minPurchase: z.number(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categories: z.array(z.string()),
  subcategories: z.array(z.string()),
  paused: z.boolean(),
  /** activo, pausado, programado, vencido or agotado, on the shop's today. */
  status: z.enum(COUPON_STATUSES),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

/** PUT /api/discounts/:code with { usageRecord }: whether the coupon can be used now. */
export const couponCheckAnswerSchema = z.object({
  valid: z.boolean(),
  discount: z.number(),
  /** Why it cannot be used (Spanish), when the shop knows: dates, pause, uses, the customer. */
  reason: z.string().optional(),
  /** Its rules, for the checkout to price it and explain a cart it does not apply to. */
  terms: z
    .object({
      kind: z.enum(COUPON_KINDS),
      percentage: z.number(),
      amount: z.number(),
      minPurchase: z.number(),
      categories: z.array(z.string()),
      /** Of the product ids the check named, those it applies to ('all': the whole cart). */
      appliesTo: z.union([z.literal('all'), z.array(z.string())]),
    })
    .optional(),
});
export type CouponCheckAnswer = z.infer<typeof couponCheckAnswerSchema>;

/** GET /api/promotions (each item). */
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
  /** Single products it covers beside its categories. */
  productIds: z.array(z.string()),
  giftCategories: z.array(z.string()),
  giftSubcategories: z.array(z.string()),
  /** YYYY-MM-DD, the first day it runs; null from its creation. */
  startDate: z.string().nullable(),
  endDate: z.string(),
  /** The "% OFF" kind's percentage; null for the bundle kinds. */
  percentOff: z.number().int().nullable(),
  /** The "% OFF" kind's brands (empty: every brand). */
  brands: z.array(z.string()),
  badge: z.string(),
  disabled: z.boolean(),
  video_youtube: z.string().nullable(),
  usageRecord: z.array(z.object({ dateUsed: z.string() })),
  createdAt: z.string(),
  version: z.number().int(),
});
export type PromotionAnswer = z.infer<typeof promotionAnswerSchema>;

/** GET /api/users (each item): an admin account, without its password. */
export const adminUserAnswerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  country: z.string(),
  status: z.string(),
  owner: z.boolean(),
  /** Areas granted to a staff admin (issue 44). */
  permissions: z.array(z.enum(STAFF_AREAS)),
  checked: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserAnswer = z.infer<typeof adminUserAnswerSchema>;
