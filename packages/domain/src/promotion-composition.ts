/**
 * The shopper composing a bundle on /promocion/{slug} (SPEC.md sections 4 and 5): which products
 * may go in, their sizes, and the cart line it becomes; how many each kind takes, and the alerts
 * that say so, are in promotion-kinds.ts.
 */
import type { CartPromotionProduct, NewCartPromotionLine } from './cart.js';
import { isSubcategoryOf, matchesSearch } from './catalogue.js';
import { fromCents, type Dimensions } from './money.js';
import { bundleCountAlert, PROMOTION_ALERTS } from './promotion-kinds.js';
import { pricePromotion } from './promotion-pricing.js';

/** A product as the catalogue answers it, with what composing a bundle needs. */
export interface CandidateProduct {
  id: string;
  slug: string;
  productName: string;
  /** Pesos. */
  price: number;
  cat: string;
  sub_cat: string | null;
  color: string;
  badge: string;
  disabled: boolean;
  dimensions: Dimensions;
  variants: readonly CandidateVariant[];
}

export interface CandidateVariant {
  id: number;
  variant: string;
  imgUrl: readonly string[];
  sizes: readonly { size: string; stock: number }[];
}

/** The promotion fields composing a bundle reads. */
export interface ComposablePromotion {
  id: string;
  title: string;
  description: string;
  type: string;
  categories: readonly string[];
  subcategories: readonly string[];
  /** Single products it covers beside its categories (none for the gift search). */
  productIds: readonly string[];
  giftCategories: readonly string[];
  giftSubcategories: readonly string[];
  endDate: string;
}

/** One chosen product of the bundle being composed. */
export interface PromotionSelection {
  /** Tells two picks of the same product apart. */
  key: string;
  product: CandidateProduct;
  variantId: number;
  /** '' until the shopper picks one. */
  size: string;
  /** Regalo: picked from the gift search. */
  gift: boolean;
}

/** SPEC.md section 5: only sizes with stock above zero are offered. */
export function availableSizes(variant: CandidateVariant | undefined): string[] {
  return (variant?.sizes ?? []).filter((s) => s.stock > 0).map((s) => s.size);
}

const hasStock = (product: CandidateProduct) =>
  product.variants.some((variant) => availableSizes(variant).length > 0);

/**
 * SPEC.md section 5: a candidate matches a promotion category and one of its subcategories, read
 * per category (the admin form offers subcategories only under the chosen categories). A category
 * for which the admin chose no subcategory takes all of its products. The promotion page and the
 * server's checkout both decide by this rule.
 */
export function matchesPromotionScope(
  product: Pick<CandidateProduct, 'cat' | 'sub_cat'>,
  categories: readonly string[],
  subcategories: readonly string[],
): boolean {
  if (!categories.includes(product.cat)) return false;
  const chosen = subcategories.filter((sub) => isSubcategoryOf(product.cat, sub));
  return chosen.length === 0 || (product.sub_cat !== null && chosen.includes(product.sub_cat));
}

/** What decides which products a promotion covers. */
export interface PromotionCoverage {
  categories: readonly string[];
  subcategories: readonly string[];
  /** "% OFF" only; empty: every brand of its categories. */
  brands?: readonly string[] | undefined;
  /** Products named one by one (the products list's 'Agregar a promoción…'), whatever their category. */
  productIds: readonly string[];
}

/** Brands compare without case or surrounding spaces: 'adidas ' is Adidas. */
export const brandKey = (brand: string) => brand.trim().toLocaleLowerCase('es');

/**
 * THE rule of which products a promotion covers (issue 45): the products it names, and those of
 * its categories and subcategories (of its brands, when it names some). The "% OFF" price
 * (saleOf), the promotion page, the cart's reconciliation and the server's checkout all decide by it.
 */
export function promotionCovers(
  promotion: PromotionCoverage,
  product: Pick<CandidateProduct, 'id' | 'cat' | 'sub_cat'> & { brand?: string | undefined },
): boolean {
  if (promotion.productIds.includes(product.id)) return true;
  if (!matchesPromotionScope(product, promotion.categories, promotion.subcategories)) return false;
  const brands = promotion.brands ?? [];
  return brands.length === 0 || brands.some((b) => brandKey(b) === brandKey(product.brand ?? ''));
}

/**
 * promotionCovers as clauses a query can run without the rule's code (the catalogue's SQL and
 * its memory count a running "% OFF" promotion's products as on sale): a product is covered when
 * it is named, or when one scope holds its category, one of the scope's subcategories (any when
 * none), and one of its brand keys (any when none).
 */
export type CoverageClauses = {
  productIds: readonly string[];
  scopes: { category: string; subcategories: string[]; brandKeys: string[] }[];
};

export function coverageClauses(promotion: PromotionCoverage): CoverageClauses {
  const brandKeys = (promotion.brands ?? []).map(brandKey);
  return {
    productIds: promotion.productIds,
    scopes: promotion.categories.map((category) => ({
      category,
      subcategories: promotion.subcategories.filter((sub) => isSubcategoryOf(category, sub)),
      brandKeys,
    })),
  };
}

/**
 * The products a promotion's search offers: enabled, in stock, covered by the promotion; `gift`
 * for Regalo's gift search (gift categories and subcategories, no named products).
 */
export function promotionCandidates<P extends CandidateProduct>(
  promotion: ComposablePromotion,
  products: readonly P[],
  gift = false,
): P[] {
  const covers = (p: P) =>
    gift
      ? matchesPromotionScope(p, promotion.giftCategories, promotion.giftSubcategories)
      : promotionCovers(promotion, p);
  return products.filter((p) => !p.disabled && hasStock(p) && covers(p));
}

/** SPEC.md section 5: a case-insensitive substring match on the product name; nothing when empty. */
export function searchCandidates<P extends CandidateProduct>(
  candidates: readonly P[],
  query: string,
): P[] {
  if (!query.trim()) return [];
  return candidates.filter((p) => matchesSearch(p.productName, query));
}

/** SPEC.md section 4: a picked product starts with its first variant and no size. */
export function newSelection(
  key: string,
  product: CandidateProduct,
  gift: boolean,
): PromotionSelection {
  return { key, product, variantId: product.variants[0]?.id ?? 0, size: '', gift };
}

/** Choosing another variant clears the size. */
export function withVariant(selection: PromotionSelection, variantId: number): PromotionSelection {
  return selection.variantId === variantId ? selection : { ...selection, variantId, size: '' };
}

export const selectedVariant = (selection: PromotionSelection) =>
  selection.product.variants.find((v) => v.id === selection.variantId);

/**
 * The alert that stops 'Agregar al Carrito', or null when the bundle is complete: the products
 * its kind asks for (2x1: 2, 3x2: 3, Regalo: one normal and one gift), each with a size its
 * variant has in stock.
 */
export function compositionAlert(
  type: string,
  selection: readonly PromotionSelection[],
): string | null {
  const countAlert = bundleCountAlert(type, selection);
  if (countAlert) return countAlert;
  // A kind outside the table has no count, but a bundle needs something in it.
  if (selection.length === 0) return PROMOTION_ALERTS.sizesMissing;
  if (selection.some((s) => !s.size)) return PROMOTION_ALERTS.sizesMissing;
  if (selection.some((s) => !availableSizes(selectedVariant(s)).includes(s.size))) {
    return PROMOTION_ALERTS.sizeUnavailable;
  }
  return null;
}

function cartProductOf(selection: PromotionSelection): CartPromotionProduct {
  const { product } = selection;
  const variant = selectedVariant(selection);
  const stock = variant?.sizes.find((s) => s.size === selection.size)?.stock ?? 0;
  return {
    id: product.id,
    name: product.productName,
    quantity: 1,
    maxQuantity: stock > 0 ? stock : 1,
    size: selection.size,
    image: variant?.imgUrl[0] ?? '',
    badge: product.badge,
    price: product.price,
    color: product.color,
    variant: { id: variant?.id ?? selection.variantId, variant: variant?.variant ?? '' },
    dimensions: product.dimensions,
    slug: product.slug,
    ...(selection.gift ? { gift: true } : {}),
  };
}

/**
 * The cart line of a complete bundle (check compositionAlert first): products sorted by price,
 * highest first; price the sum of paid items and discountAmount the sum of free ones.
 */
export function composePromotionLine(
  promotion: ComposablePromotion,
  selection: readonly PromotionSelection[],
): NewCartPromotionLine {
  const priced = pricePromotion(promotion.type, selection.map(cartProductOf));
  return {
    promotion: true,
    id: promotion.id,
    title: promotion.title,
    description: promotion.description,
    type: promotion.type,
    price: fromCents(priced.priceCents),
    discountAmount: fromCents(priced.discountCents),
    quantity: 1,
    disabled: false,
    endDate: promotion.endDate,
    products: priced.picks.map(({ free: _free, ...product }) => product),
  };
}
