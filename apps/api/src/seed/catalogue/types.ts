/**
 * The seed's products, promotions, coupons and made-to-order items, in the shape the services
 * take. Brands, categories and tags are SPEC section 9's, from the domain.
 */
import type { BrandName, CategoryName, PromotionType } from '@shop/domain';
import type { ShirtPattern } from '../pictures/clothing.js';

export type DemoSize = { size: string; stock: number; sold: number };
export type DemoVariant = {
  id: number;
  /** Colour name in Spanish, e.g. 'Negro', 'Blanco/Rojo'. */
  variant: string;
  /** One or two hex colours used to draw the variant's pictures. */
  colorHex: string[];
  sizes: DemoSize[];
  /** Shirt decoration for the pictures (Camisetas only). */
  pattern?: ShirtPattern;
};
export type DemoDimensions = { weight: number; height: number; width: number; length: number };
export type DemoProduct = {
  productName: string;
  /** Pesos, at most 2 decimals. */
  price: number;
  compare_price: number | null;
  brand: BrandName;
  cat: CategoryName;
  sub_cat: string | null;
  description: string;
  tags: string[];
  variants: DemoVariant[];
  /** Weight in grams; height, width and length in centimetres. */
  dimensions: DemoDimensions;
  best_sellers: boolean;
  new_arrivals: boolean;
  special_offers: boolean;
  disabled: boolean;
  /** The discount badge: round((compare_price - price) / compare_price * 100), 0 without compare price. */
  discount_percentage: number;
  total_sales: number;
  video_youtube: string | null;
  /** ISO date-time. */
  createdAt: string;
};
export type DemoPromotion = {
  title: string;
  description: string;
  type: PromotionType;
  categories: string[];
  subcategories: string[];
  giftCategories: string[];
  giftSubcategories: string[];
  /** YYYY-MM-DD. */
  endDate: string;
  colorHex: string[];
};
export type DemoCoupon = {
  code: string;
  description: string;
  percentage: number;
  remainingUses: number;
};
export type DemoCommission = {
  productName: string;
  price: number;
  compare_price: number;
  brand: string;
  cat: 'Botines';
  sub_cat: string;
  description: string;
  variants: DemoVariant[];
};

/** Two calls on the same UTC day give the same data: dates count from the start of `now`'s day. */
export type DemoOptions = {
  /** Reference date for createdAt and promotion end dates (default: now). */
  now?: Date;
};
